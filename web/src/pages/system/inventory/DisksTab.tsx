import { useSearchParams } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import type { PhysicalDisk, Sled } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { CONSOLE_LOCALE } from '~/util/locale'
import { pb } from '~/util/paths'
import { diskColumns, serials } from './disk-columns'
import {
  type DiskFilters,
  diskFiltersOf,
  FILTER_PARAMS,
  FORM_FACTORS,
  filterDisks,
  isFiltered,
  POLICIES,
  STATES,
} from './disk-filters'
import { formFactorLabel, policyLook, stateLook } from './hardware-labels'
import s from './inventory.module.css'
import { physicalDiskList, sledList } from './queries'

export const handle: RouteHandle = { crumb: 'Disks' }

const count = new Intl.NumberFormat(CONSOLE_LOCALE)

/** The disk's sled by its serial, linked to the sled's page; its id when the sled is not in the list. */
function SledCell({ sledId, sleds }: { sledId?: string | null; sleds: Map<string, Sled> }) {
  if (!sledId) return <>—</>
  const sled = sleds.get(sledId)
  return (
    <Link to={pb.sled({ sledId })} className="mono">
      {sled ? sled.baseboard.serial : sledId}
    </Link>
  )
}

function columns(sleds: Map<string, Sled>): LocalColumn<PhysicalDisk>[] {
  const serialOfSled = (d: PhysicalDisk) =>
    d.sledId ? (sleds.get(d.sledId)?.baseboard.serial ?? d.sledId) : ''
  return [
    ...diskColumns,
    {
      header: 'Sled',
      sort: { key: 'sled', compare: (a, b) => serials.compare(serialOfSled(a), serialOfSled(b)) },
      cell: (d) => <SledCell sledId={d.sledId} sleds={sleds} />,
    },
  ]
}

const ALL = 'all'
const choice = (value: string | null) => value ?? ALL

/** The pickers above the table; each choice goes into the URL and back to the first page. */
function Filters({ filters, sleds }: { filters: DiskFilters; sleds: Sled[] }) {
  const [search, setSearch] = useSearchParams()
  const set = (changes: Partial<Record<(typeof FILTER_PARAMS)[number], string>>) => {
    const next = new URLSearchParams(search)
    next.delete('page')
    for (const [name, value] of Object.entries(changes)) {
      if (value === ALL) next.delete(name)
      else next.set(name, value)
    }
    setSearch(next, { preventScrollReset: true })
  }
  const sledItems = [...sleds]
    .sort((a, b) => serials.compare(a.baseboard.serial, b.baseboard.serial))
    .map((sled) => ({ value: sled.id, label: sled.baseboard.serial }))
  return (
    <div className={s.filters}>
      <Select
        inline
        label="Sled"
        items={[{ value: ALL, label: 'All sleds' }, ...sledItems]}
        value={choice(filters.sled)}
        onChange={(sled) => set({ sled })}
      />
      <Select
        inline
        label="Form factor"
        items={[
          { value: ALL, label: 'All' },
          ...FORM_FACTORS.map((f) => ({ value: f, label: formFactorLabel(f) })),
        ]}
        value={choice(filters.form)}
        onChange={(form) => set({ form })}
      />
      <Select
        inline
        label="Policy"
        items={[
          { value: ALL, label: 'All' },
          ...POLICIES.map((kind) => ({ value: kind, label: policyLook({ kind }).text })),
        ]}
        value={choice(filters.policy)}
        onChange={(policy) => set({ policy })}
      />
      <Select
        inline
        label="State"
        items={[
          { value: ALL, label: 'All' },
          ...STATES.map((st) => ({ value: st, label: stateLook(st).text })),
        ]}
        value={choice(filters.state)}
        onChange={(state) => set({ state })}
      />
      {isFiltered(filters) && (
        <PlainButton
          variant="ghost"
          size="sm"
          onClick={() => set(Object.fromEntries(FILTER_PARAMS.map((name) => [name, ALL])))}
        >
          Clear filters
        </PlainButton>
      )}
    </div>
  )
}

/**
 * The rack's physical disks, narrowed by sled, form factor, policy and state as the URL says. The API filters
 * disks by nothing but their sled; the rack summary above already reads them whole (a rack holds at most 32
 * sleds of 12 disks), so the table filters, sorts and pages that list here.
 */
export default function DisksTab() {
  const [search] = useSearchParams()
  const read = usePrefetchedApiQuery(physicalDiskList().all())
  const { data: allSleds } = usePrefetchedApiQuery(sledList().all())
  const sleds = new Map(allSleds.items.map((sled) => [sled.id, sled]))
  const filters = diskFiltersOf(search)
  const all = read.data.items
  const shown = filterDisks(all, filters)
  return (
    <>
      <Filters filters={filters} sleds={allSleds.items} />
      {isFiltered(filters) && (
        <p className={s.note} role="status">
          {count.format(shown.length)} of {count.format(all.length)} disks match
        </p>
      )}
      <LocalTable
        rows={shown}
        read={read}
        label="Physical disks"
        columns={columns(sleds)}
        defaultSort="id"
        rowKey={(d) => d.id}
        rowLabel={(d) => `disk ${d.serial}`}
        emptyState={
          all.length === 0 ? (
            <EmptyState
              icon={<DisksIcon />}
              title="No physical disks"
              body="The rack's sleds report no disks."
            />
          ) : (
            <EmptyState
              icon={<DisksIcon />}
              title="No matching disks"
              body="No physical disk passes these filters."
            />
          )
        }
      />
    </>
  )
}
