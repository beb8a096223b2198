import type { ApiError } from '~/api/errors'
import { Spinner } from '~/ui/Spinner'
import s from './networking.module.css'

/**
 * What a section shows instead of its content while its own read is on its way or after it failed, so that one
 * section that cannot be read leaves the rest of the page as it is.
 */
export function SectionProblem({ what, error }: { what: string; error: ApiError | undefined }) {
  if (!error) return <Spinner label={`Loading ${what}`} />
  return (
    <p role="alert" className={s.error}>
      Could not read {what}: {error.message.replace(/\.$/, '')}.
    </p>
  )
}
