import type { ReactNode } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { EmptyState } from '~/ui/EmptyState'
import { useEverRan } from './use-instance-chart'

/**
 * The sub-tab's charts, or, for an instance that has never run, why there is nothing to chart: it reports
 * metrics only while it runs.
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
  const { data: everRan } = useEverRan(project, instance, true)
  if (everRan === false) {
    return (
      <EmptyState
        headingLevel={2}
        title="No metrics yet"
        body={`${instance.name} has never run. An instance reports CPU, disk and network metrics while it runs, so they appear once it starts.`}
      />
    )
  }
  return <>{children}</>
}
