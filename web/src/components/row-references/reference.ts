import type { ApiError } from '~/api/errors'

/**
 * What a row knows of a resource it names by id (the instance a disk is attached to, the disk a snapshot was
 * taken of), read by that id.
 */
export type Reference<T> =
  | { state: 'reading' }
  | { state: 'found'; data: T }
  /** Not found: deleted since the row named it. */
  | { state: 'gone' }
  | { state: 'failed'; error: ApiError }

export const READING: Reference<never> = { state: 'reading' }
const GONE: Reference<never> = { state: 'gone' }

/**
 * A read's outcome as a reference: a 404 as gone (also when an earlier read found it), what it found (a refresh
 * that failed otherwise keeps it), another error as failed, else still reading.
 */
export function referenceOf<T>(data: T | undefined, error: ApiError | undefined): Reference<T> {
  if (error?.statusCode === 404) return GONE
  if (data !== undefined) return { state: 'found', data }
  if (error) return { state: 'failed', error }
  return READING
}

/** The resource, when it was found. */
export const foundData = <T>(reference: Reference<T> | undefined): T | undefined =>
  reference?.state === 'found' ? reference.data : undefined
