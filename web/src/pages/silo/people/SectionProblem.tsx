import type { ApiError } from '~/api/errors'
import { Spinner } from '~/ui/Spinner'
import s from './people.module.css'

/**
 * What a section of a page shows instead of its content while its own read is on its way or after it failed,
 * so that one section that cannot be read leaves the others as they are. A refusal (403) says why beside the
 * catalogue's message, when the section knows who may read it.
 */
export function SectionProblem({
  what,
  error,
  forbiddenWhy,
}: {
  what: string
  error: ApiError | undefined
  forbiddenWhy?: string
}) {
  if (!error) return <Spinner label={`Loading ${what}`} />
  const why = error.statusCode === 403 && forbiddenWhy ? ` ${forbiddenWhy}` : ''
  return (
    <p role="alert" className={s.error}>
      Could not read {what}: {error.message.replace(/\.$/, '')}.{why}
    </p>
  )
}
