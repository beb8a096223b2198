import type { UpdateStatus } from '~/api/__generated__/Api'
import { RelativeTime } from '~/components/RelativeTime'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { Banner } from '~/ui/Banner'
import { PropertyList } from '~/ui/PropertyList'
import { formatPercent } from '~/util/format'
import s from './update.module.css'
import { type UpdatePhase, type UpdateProgress, updateProgress } from './update-progress'

const PHASES: Record<UpdatePhase, { text: string; color: BadgeColor }> = {
  'no-target': { text: 'no target release', color: 'neutral' },
  suspended: { text: 'suspended', color: 'warning' },
  updating: { text: 'updating', color: 'info' },
  'up-to-date': { text: 'up to date', color: 'success' },
}

/** The sentence a screen reader hears when the phase changes, e.g. when an update finishes. */
function phaseSentence({ phase, target }: UpdateProgress) {
  if (phase === 'updating') return `Updating to ${target}`
  if (phase === 'up-to-date') return `Every component runs ${target}`
  if (phase === 'suspended') return 'Automatic update is suspended'
  return 'No target release is set'
}

function Progress({ progress }: { progress: UpdateProgress }) {
  const { target, total, onTarget, percent } = progress
  if (!target) return <>—</>
  const text = `${onTarget} of ${total} components on ${target} (${formatPercent(percent)})`
  return (
    <span className={s.progress}>
      <progress
        className={s.meter}
        aria-label="Components on the target release"
        aria-valuetext={text}
        value={onTarget}
        max={Math.max(total, 1)}
      />
      <span className="tabular-nums">{text}</span>
    </span>
  )
}

/** Where the system stands: its target release, how far the rollout has come, and whether it is suspended. */
export function UpdateStatusCard({ status }: { status: UpdateStatus }) {
  const progress = updateProgress(status)
  const phase = PHASES[progress.phase]
  const target = status.targetRelease
  return (
    <>
      {status.suspended && (
        <Banner tone="warning">
          Automatic update is suspended after a manual change of the system software. To resume it, upload the
          repository of the software now running and set it as the target release.
        </Banner>
      )}
      <PropertyList
        properties={[
          [
            'Target release',
            target ? (
              <span key="target" className="mono">
                {target.version}
              </span>
            ) : (
              'None set'
            ),
          ],
          ['Set', target ? <RelativeTime key="set" date={target.timeRequested} /> : '—'],
          [
            'Status',
            <Badge key="phase" color={phase.color} spinner={progress.phase === 'updating'}>
              {phase.text}
            </Badge>,
          ],
          ['Progress', <Progress key="progress" progress={progress} />],
          ['Last step planned', <RelativeTime key="planned" date={status.timeLastStepPlanned} />],
          ['Suspended', status.suspended ? 'Yes' : 'No'],
        ]}
      />
      {!target && (
        <p className={s.note}>
          No target release has been set, so the system does not manage its software versions. Set an uploaded
          repository as the target release to start.
        </p>
      )}
      <p className="visually-hidden" role="status">
        {phaseSentence(progress)}
      </p>
    </>
  )
}
