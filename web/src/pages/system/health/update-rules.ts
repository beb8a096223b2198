import type { UpdateStatus } from '~/api/__generated__/Api'
import { formatPercent } from '~/util/format'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

/**
 * An update that runs with nothing planned for this long may be stuck: the planner plans a step every few minutes
 * while components still have to move.
 */
export const STALLED_AFTER_MS = 60 * 60_000

const link = { to: pb.systemUpdate(), label: 'Open system update' }

/** How long, in words, from the planner's last step to now: '3 hours', '1 hour'. */
function hoursSince(then: Date, now: Date) {
  return count(Math.floor((now.getTime() - then.getTime()) / 3_600_000), 'hour')
}

/**
 * The system update, where it needs a look: suspended automatic update (a warning: nothing moves until an
 * operator acts), an update that seems stuck (a warning), or one under way (a notice, since when it was asked
 * for). No target release, or every component on it, is nothing to report. The API tells of no failed step, so
 * a failing update shows as one that has planned nothing for a while.
 */
export function updateItems(status: UpdateStatus, now: Date): HealthItem[] {
  if (status.suspended) {
    return [
      {
        key: 'update suspended',
        severity: 'warning',
        title: 'Automatic update is suspended',
        detail:
          'A manual change of the system software paused it. To resume it, upload the repository of the software now running and set it as the target release.',
        when: null,
        link,
      },
    ]
  }
  const target = status.targetRelease
  if (!target) return []
  const counts = Object.values(status.componentsByReleaseVersion)
  const total = counts.reduce((sum, n) => sum + n, 0)
  const onTarget = status.componentsByReleaseVersion[target.version] ?? 0
  if (onTarget >= total) return []
  const progress = `${onTarget} of ${count(total, 'component')} run it (${formatPercent((onTarget / total) * 100)}).`
  const planned = status.timeLastStepPlanned
  if (now.getTime() - planned.getTime() > STALLED_AFTER_MS) {
    return [
      {
        key: 'update stalled',
        severity: 'warning',
        title: `The update to ${target.version} may be stuck`,
        detail: `${progress} Nothing has been planned for ${hoursSince(planned, now)}.`,
        when: { label: 'Last step planned', date: planned },
        link,
      },
    ]
  }
  return [
    {
      key: 'update running',
      severity: 'notice',
      title: `Updating to ${target.version}`,
      detail: progress,
      when: { label: 'Started', date: target.timeRequested },
      link,
    },
  ]
}

export const updateChecked = (status: UpdateStatus) =>
  status.targetRelease ? `the update to ${status.targetRelease.version}` : 'the system update'
