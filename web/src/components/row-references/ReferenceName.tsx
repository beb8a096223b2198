import { Link } from '~/components/Link'
import type { Reference } from './reference'

type Props<T extends { name: string }> = {
  /** The id the row names the resource by. */
  id: string
  reference: Reference<T> | undefined
  /** What the resource is, in a sentence: "instance", "disk". */
  noun: string
  /** Where its name leads, once found. */
  to?: (found: T) => string
}

/**
 * The name of a resource a row names by id: a link to it once read, "Deleted …" when it is gone, and its id when
 * it cannot be read, as the id still says which one it is.
 */
export function ReferenceName<T extends { name: string }>({ id, reference, noun, to }: Props<T>) {
  if (!reference || reference.state === 'reading')
    return (
      <>
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">Reading the {noun}</span>
      </>
    )
  if (reference.state === 'gone') return <>Deleted {noun}</>
  if (reference.state === 'failed')
    return (
      <span className="mono" title={`Could not read the ${noun}: ${reference.error.message}`}>
        {id}
      </span>
    )
  const { name } = reference.data
  return to ? (
    <Link to={to(reference.data)} className="mono">
      {name}
    </Link>
  ) : (
    <span className="mono">{name}</span>
  )
}
