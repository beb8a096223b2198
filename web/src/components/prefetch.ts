import { PREFETCH_DELAY_MS } from '~/util/constants'

type Prefetcher = (to: string) => void

// The router registers how to warm a route (its code and its loader's data); links only know the URL.
let prefetcher: Prefetcher = () => {}
const done = new Set<string>()

export function setPrefetcher(fn: Prefetcher) {
  prefetcher = fn
}

/** Warms a route once per page load; the SWR cache keeps its data fresh after that. */
function prefetchRoute(to: string) {
  if (done.has(to)) return
  done.add(to)
  prefetcher(to)
}

/** Event handlers that prefetch `to` after the pointer or focus rests on a link for 100 ms. */
export function prefetchHandlers(to: string) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    clearTimeout(timer)
    timer = setTimeout(() => prefetchRoute(to), PREFETCH_DELAY_MS)
  }
  const cancel = () => clearTimeout(timer)
  return { onMouseEnter: start, onFocus: start, onMouseLeave: cancel, onBlur: cancel }
}
