import { useEffect, useId, useRef } from 'react'
import { CheckIcon, ErrorIcon } from '~/ui/icons/action-icons'
import { Spinner } from '~/ui/Spinner'
import { formatBytes, formatPercent } from '~/util/format'
import { percentDone } from '~/util/upload'
import s from './UploadProgress.module.css'
import { type UploadProgress as Progress, type StepStatus, UPLOAD_STEPS } from './upload-steps'

const STATUS_TEXT: Record<StepStatus, string> = {
  pending: 'Waiting',
  running: 'In progress',
  done: 'Done',
  error: 'Failed',
}

function StepIcon({ status }: { status: StepStatus }) {
  if (status === 'running') return <Spinner size="sm" decorative />
  if (status === 'done') return <CheckIcon size={14} aria-hidden="true" />
  if (status === 'error') return <ErrorIcon size={14} aria-hidden="true" />
  return null
}

/** The share written; `percentDone` and `formatPercent` never claim 100% before the last byte is. */
const percentText = (done: number, total: number) => formatPercent(percentDone(done, total))

function UploadBar({ progress }: { progress: Progress }) {
  const { uploaded, total, bytesPerSecond } = progress
  const percent = percentText(uploaded, total)
  const speed = bytesPerSecond === null ? 'Measuring speed…' : `${formatBytes(bytesPerSecond)}/s`
  return (
    <div className={s.bar}>
      <progress
        className={s.meter}
        aria-label="Upload progress"
        aria-valuetext={`${percent}, ${formatBytes(uploaded)} of ${formatBytes(total)}`}
        value={uploaded}
        max={Math.max(total, 1)}
      />
      <div className={s.numbers}>
        <span>
          {formatBytes(uploaded)} of {formatBytes(total)} ({percent})
        </span>
        <span>{progress.steps.upload === 'running' ? speed : null}</span>
      </div>
    </div>
  )
}

/**
 * Every phase of the upload with its own status, so the work after the last byte (finalizing, creating the
 * image, tidying up) shows as the step it is rather than a bar stuck at 100%.
 */
export function UploadProgress({ progress }: { progress: Progress }) {
  const ref = useRef<HTMLElement>(null)
  const headingId = useId()
  // the form may be scrolled to its end when the upload starts; bring the progress into view once
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  const running = UPLOAD_STEPS.find((step) => progress.steps[step.id] === 'running')
  const announcement = progress.cleaningUp
    ? 'Cleaning up the temporary disk and snapshot'
    : running
      ? `${running.label}…`
      : ''
  return (
    <section ref={ref} className={s.progress} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        Upload progress
      </h3>
      <ol className={s.steps}>
        {UPLOAD_STEPS.map((step) => {
          const status = progress.steps[step.id]
          return (
            <li key={step.id} className={`${s.step} ${s[status]}`}>
              <span className={s.stepRow}>
                <span className={s.icon}>
                  <StepIcon status={status} />
                </span>
                <span>{step.label}</span>
                <span className={s.status}>{STATUS_TEXT[status]}</span>
              </span>
              {step.id === 'upload' && status !== 'pending' && <UploadBar progress={progress} />}
            </li>
          )
        })}
      </ol>
      {progress.cleaningUp && (
        <p className={s.cleanup}>
          <Spinner size="sm" decorative />
          Removing the temporary disk and snapshot…
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
