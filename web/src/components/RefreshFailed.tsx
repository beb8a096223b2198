import type { ApiError } from '~/api/errors'
import { Banner } from '~/ui/Banner'
import { PlainButton } from '~/ui/PlainButton'
import s from './RefreshFailed.module.css'

/** What a page's read of the API holds: the useApiQuery or usePrefetchedApiQuery result. */
type Read = { error?: ApiError; isValidating: boolean; mutate: () => unknown }

/**
 * Says that what a page shows could not be read again, and why, while the page keeps showing what it read last,
 * with a button that reads it again. Without it a list or a resource re-read while it changes state would stop
 * changing without a word: a read that fails also ends the re-reading until one succeeds. Goes away once one does.
 */
export function RefreshFailed({ what, read }: { what: string; read: Read }) {
  if (!read.error) return null
  return (
    <Banner tone="warning" role="status" className={s.refreshFailed}>
      <strong>Could not refresh {what}.</strong> {read.error.message}
      <PlainButton
        variant="secondary"
        size="sm"
        className={s.retry}
        loading={read.isValidating}
        onClick={() => read.mutate()}
      >
        Try again
      </PlainButton>
    </Banner>
  )
}
