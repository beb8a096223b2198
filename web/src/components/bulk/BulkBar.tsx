import { type ReactNode, useEffect, useRef, useState } from 'react'
import { callList, sendInTurn } from '~/api'
import { announce } from '~/components/announcements'
import { confirmAction, useConfirmRequest } from '~/components/confirm'
import type { RequestItem } from '~/components/show-request/request-items'
import { PlainButton } from '~/ui/PlainButton'
import s from './BulkBar.module.css'
import { BulkResults, type Running, summaryOf } from './BulkResults'
import { type BulkActions, type BulkOffer, bulkOffers, countOf } from './bulk-offer'
import { bulkRun } from './bulk-run'
import { type SelectionOf, selectedText } from './selection-words'

/** What the toolbar acts on, and what its place (BulkSlot) passes on to it. */
export type BulkBarProps<T> = {
  bulk: BulkActions
  /** The selected rows that are on screen, in the order shown. */
  rows: readonly T[]
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  rowActions: (row: T) => RequestItem[]
  /** What the rows were selected among, for the toolbar's count. */
  of: SelectionOf
  onClear: () => void
  /** Told each time a run (or a retry) has every row's result, for a list that must read its rows again. */
  onDone?: () => void
}

type Props<T> = BulkBarProps<T> & {
  /** What shows while nothing is selected and nothing has run. */
  idle: ReactNode
}

/**
 * The toolbar over a list's selected rows: the count, an action for each bulk action (offered only when every
 * selected row allows it, otherwise disabled with the reason), and the results of the last action run.
 */
export function BulkBar<T>(props: Props<T>) {
  const { bulk, rows, rowKey, rowLabel, rowActions, of, onClear, idle } = props
  const [running, setRunning] = useState<Running | null>(null)
  // a run ends after renders that may have brought a newer callback (another filter text)
  const onDone = useRef(props.onDone)
  onDone.current = props.onDone
  const results = useRef<HTMLHeadingElement>(null)
  // the toolbar goes with the selection as an action starts: the focus goes to its results (where Retry failed
  // is), once a confirmation has closed and handed the focus back
  const focusResults = useRef(false)
  const confirming = useConfirmRequest()
  useEffect(() => {
    if (!running || confirming || !focusResults.current) return
    const frame = requestAnimationFrame(() => {
      focusResults.current = false
      results.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [running, confirming])
  const offers = bulkOffers(
    bulk.actions,
    rows.map((row) => ({ key: rowKey(row), name: rowLabel(row), items: rowActions(row) })),
  )

  const announceEnd = (run: Running) => {
    announce(summaryOf(run, bulk.noun))
    onDone.current?.()
  }

  const start = (offer: BulkOffer, calls: Map<string, ReturnType<NonNullable<RequestItem['request']>>>) => {
    const run = bulkRun(
      offer.targets.map((t) => ({
        key: t.key,
        name: t.name,
        send: () => sendInTurn(calls.get(t.key) ?? []),
      })),
    )
    const next = { action: offer.action, run }
    setRunning(next)
    onClear()
    announce(`${offer.action.doing} ${countOf(offer.targets.length, bulk.noun)}`)
    focusResults.current = true
    run.start().then(() => announceEnd(next))
  }

  const choose = (offer: BulkOffer) => {
    // each row's request is built once: what a confirmation shows is what is sent
    const calls = new Map(offer.targets.map((t) => [t.key, t.item.request?.() ?? []]))
    if (!offer.targets.some((t) => t.item.asks)) return start(offer, calls)
    const { label } = offer.action
    const what = countOf(offer.targets.length, bulk.noun)
    confirmAction({
      title: `${label} ${what}`,
      body: `${label} ${what}: ${offer.targets.map((t) => t.name).join(', ')}?`,
      actionLabel: label,
      request: [...calls.values()].flatMap((c) => callList(c)),
      doAction: async () => start(offer, calls),
      errorTitle: `Could not ${label.toLowerCase()} ${bulk.noun.many}`,
    })
  }

  const retry = (run: Running) => {
    const failed = run.run.rows().filter((r) => r.status === 'failed').length
    announce(`${run.action.doing} ${countOf(failed, bulk.noun)} again`)
    run.run.retryFailed().then(() => announceEnd(run))
  }

  return (
    <div className={s.bar}>
      {rows.length > 0 ? (
        <fieldset aria-label={`Actions on the selected ${bulk.noun.many}`} className={s.actions}>
          <span className={s.count}>{selectedText(of, rows.length, bulk.noun)}</span>
          {offers.map((offer) => (
            <PlainButton
              key={offer.action.key}
              variant="secondary"
              size="sm"
              disabledReason={offer.disabledReason}
              onClick={() => choose(offer)}
            >
              {offer.action.label}
            </PlainButton>
          ))}
          <PlainButton variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </PlainButton>
        </fieldset>
      ) : (
        !running && idle
      )}
      {running && (
        <BulkResults
          running={running}
          noun={bulk.noun}
          headingRef={results}
          onRetry={() => retry(running)}
          onDismiss={() => setRunning(null)}
        />
      )}
    </div>
  )
}
