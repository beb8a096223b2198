import { Spinner } from '~/ui/Spinner'
import { formatBytes } from '~/util/format'
import { percentDone } from '~/util/upload'
import type { RepositoryUploadProgress } from './repository-upload'
import s from './update.module.css'

/**
 * How much of the file has been sent, how fast, and, once all of it has, that the API is checking it: the bar
 * never sits at 100% without a word while the answer is on its way. Until the browser reports any progress the
 * bar only says that the file is on its way.
 */
export function SendProgressBar({ progress }: { progress: RepositoryUploadProgress }) {
  const { sent, total, bytesPerSecond } = progress
  const done = sent !== null && sent >= total
  const percent = sent === null ? null : `${Math.floor(percentDone(sent, total))}%`
  const speed = bytesPerSecond === null ? 'Measuring speed…' : `${formatBytes(bytesPerSecond)}/s`
  return (
    <div className={s.sending}>
      {sent === null ? (
        <progress
          className={s.meter}
          aria-label="Upload progress"
          aria-valuetext={`Sending ${formatBytes(total)}`}
        />
      ) : (
        <progress
          className={s.meter}
          aria-label="Upload progress"
          aria-valuetext={`${percent}, ${formatBytes(sent)} of ${formatBytes(total)}`}
          value={sent}
          max={Math.max(total, 1)}
        />
      )}
      <span className="tabular-nums">
        {sent === null
          ? `${formatBytes(total)} to send`
          : `${formatBytes(sent)} of ${formatBytes(total)} (${percent})${done ? '' : ` · ${speed}`}`}
      </span>
      <p className={s.note} role="status">
        {done ? (
          <>
            <Spinner size="sm" decorative /> Sent. The API is checking the repository…
          </>
        ) : (
          'Sending the repository…'
        )}
      </p>
    </div>
  )
}
