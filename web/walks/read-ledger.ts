import { isApiRequest } from '../../scripts/api-requests.mjs'

/** A GET of the API: what a walk counts as one of a page's reads. */
export const isApiRead = (method: string, url: string) =>
  method === 'GET' && isApiRequest('GET', new URL(url).pathname)

export type ReadState = 'pending' | 'answered' | 'faulted'
type Read = { path: string; state: ReadState }

/**
 * The API reads a walk counts for one page, from the moment `reset()` is called, and how each ended: `faulted`
 * counts those the fault switch answered (its `x-mock-fault` header) or that got no response at all, `pending`
 * those still waiting. Keyed by whatever names a request where the walk runs.
 */
export function readLedger<K>() {
  let reads = new Map<K, Read>()
  const count = (state: ReadState) => [...reads.values()].filter((r) => r.state === state).length
  return {
    /** Counts a read as pending. */
    start: (key: K, url: string) => {
      reads.set(key, { path: new URL(url).pathname, state: 'pending' })
    },
    /** The read counted under `key`, to settle even once the next page's count has started. */
    get: (key: K): Read | undefined => reads.get(key),
    reset: () => {
      reads = new Map()
    },
    faulted: () => count('faulted'),
    pending: () => count('pending'),
    /** Each read as `state path`, for a failure message. */
    describe: () => [...reads.values()].map((r) => `${r.state} ${r.path}`).join(', ') || 'no reads',
  }
}
