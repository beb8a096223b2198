import { useState } from 'react'
import { useLoaderData, useSearchParams } from 'react-router'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { Banner } from '~/ui/Banner'
import { EmptyState } from '~/ui/EmptyState'
import { TokenIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import { AuditEntrySheet } from './AuditEntrySheet'
import { AuditExport } from './AuditExport'
import { AuditFiltersBar } from './AuditFiltersBar'
import { AuditRangePicker } from './AuditRangePicker'
import { AuditTable } from './AuditTable'
import {
  applyFilters,
  filterOptions,
  filterSummary,
  filtersFromSearch,
  formatSpan,
  isFiltered,
} from './audit-filters'
import type { AuditLogLoaderData } from './audit-loader'
import s from './audit-log.module.css'
import type { AuditWindow } from './audit-range'
import { useActorDirectory } from './use-actor-directory'
import { useAuditPages } from './use-audit-pages'

export { auditLogLoader as loader } from './audit-loader'

export const handle: RouteHandle = { crumb: 'Audit log', crumbPath: pb.systemAuditLog }

/** The open entry's URL entry: a row's sheet can be linked to while its entry is loaded. */
const ENTRY_PARAM = 'entry'

/** The log of one window: what is loaded of it, the filters over that, the table, Load more and the sheet. */
function AuditLogView({ window }: { window: AuditWindow }) {
  const { entries, complete, loadMore, loading, error } = useAuditPages(window)
  const dir = useActorDirectory(entries)
  const [search, setSearch] = useSearchParams()
  const fromUrl = filtersFromSearch(search)
  const [text, setText] = useState(fromUrl.text)
  const filters = { ...fromUrl, text }
  const shown = applyFilters(entries, filters, dir)
  const { actors, operations } = filterOptions(entries, dir)
  const openId = search.get(ENTRY_PARAM)
  const open = openId ? entries.find((e) => e.id === openId) : undefined

  const setOpen = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (id === null) next.delete(ENTRY_PARAM)
        else next.set(ENTRY_PARAM, id)
        return next
      },
      { preventScrollReset: true },
    )

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<TokenIcon />}
        title="No audit log entries"
        headingLevel={2}
        body={`Nothing was logged from ${formatSpan(window.start, window.end)}. Choose a longer time range to look further back.`}
      />
    )
  }

  // what is loaded reaches from the window's end back to the oldest entry read, or the window's start once all is
  const from = complete ? window.start : (entries.at(-1)?.timeCompleted.getTime() ?? window.start)
  const summary = filterSummary({
    shown: shown.length,
    loaded: entries.length,
    from,
    to: window.end,
    complete,
    filtered: isFiltered(filters),
  })

  return (
    <>
      <AuditFiltersBar filters={filters} actors={actors} operations={operations} onText={setText} />
      <div className={s.summaryRow}>
        <p className={s.summary} aria-live="polite">
          {summary}
        </p>
        <AuditExport entries={entries} dir={dir} from={from} to={window.end} />
      </div>
      {shown.length > 0 ? (
        <AuditTable entries={shown} dir={dir} openId={open?.id ?? null} onOpen={setOpen} />
      ) : (
        <EmptyState title="No loaded entry matches the filters" headingLevel={2} />
      )}
      <div className={s.more}>
        {complete ? (
          <p className={s.secondary}>Every entry of the range is loaded.</p>
        ) : (
          <PlainButton variant="secondary" loading={loading} onClick={loadMore}>
            Load more
          </PlainButton>
        )}
        {error && (
          <p className={s.error} role="alert">
            Could not load more entries. {error.message}
          </p>
        )}
      </div>
      {open && <AuditEntrySheet entry={open} dir={dir} onClose={() => setOpen(null)} />}
    </>
  )
}

/**
 * Who did what, when, from where and with what result, over a time range in the URL. The API reads the log by
 * time only, newest first here (`time_and_id_descending`), a page at a time; the filters apply to what is loaded.
 */
export default function AuditLogPage() {
  const { window, problem } = useLoaderData() as AuditLogLoaderData
  return (
    <>
      <PageHeader title="Audit log" icon={<TokenIcon />} />
      {problem && <Banner tone="warning">{problem} The last 24 hours are shown instead.</Banner>}
      <AuditRangePicker key={window.spec.preset} window={window} />
      <AuditLogView key={`${window.start}-${window.end}`} window={window} />
    </>
  )
}
