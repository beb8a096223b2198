import type { ReactNode } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { useChartRange } from '~/components/chart/use-chart-range'
import { EmptyState } from '~/ui/EmptyState'
import { resolveRange } from '~/util/time-range'
import { firstRunNote } from './first-run-note'
import s from './metrics.module.css'
import { useFirstRun } from './use-instance-chart'

/**
 * The sub-tab's charts, or, for an instance that has never run, why there is nothing to chart: it reports
 * metrics only while it runs. For one that first ran within the time range, the charts come with a word on
 * why they are empty before then.
 */
export function UnlessNeverRan({
  project,
  instance,
  children,
}: {
  project: string
  instance: Instance
  children: ReactNode
}) {
  const range = useChartRange()
  const resolved = resolveRange(range.spec)
  const { data } = useFirstRun(project, instance, resolved)
  if (data?.everRan === false) {
    return (
      <EmptyState
        headingLevel={2}
        title="No metrics yet"
        body={`${instance.name} has never run. An instance reports CPU, disk and network metrics while it runs, so they appear once it starts.`}
      />
    )
  }
  const note = data ? firstRunNote(instance.name, data.firstRun, resolved) : null
  return (
    <>
      {note && <p className={s.note}>{note}</p>}
      {children}
    </>
  )
}
