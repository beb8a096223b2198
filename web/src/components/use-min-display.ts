import { useEffect, useRef, useState } from 'react'
import { SPINNER_MIN_MS } from '~/util/constants'

/**
 * Holds a transitional value on screen for at least `SPINNER_MIN_MS` once it appears, so a state that passes
 * quickly (stopping for 200 ms) shows its spinner long enough to be seen instead of flickering. Text and spinner
 * change together, so the badge never pairs a settled state with a spinner.
 */
export function useMinDisplay<T>(value: T, isTransitional: (v: T) => boolean): T {
  const [shown, setShown] = useState(value)
  const since = useRef(isTransitional(value) ? Date.now() : 0)

  useEffect(() => {
    if (Object.is(value, shown)) return
    const wait = isTransitional(shown) ? since.current + SPINNER_MIN_MS - Date.now() : 0
    const apply = () => {
      since.current = isTransitional(value) ? Date.now() : 0
      setShown(value)
    }
    if (wait <= 0) return apply()
    const timer = setTimeout(apply, wait)
    return () => clearTimeout(timer)
  }, [value, shown, isTransitional])

  return shown
}
