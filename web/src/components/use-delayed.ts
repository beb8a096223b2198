import { useEffect, useState } from 'react'

/** True once `active` has stayed true for `delayMs`; false as soon as it turns false. */
export function useDelayed(active: boolean, delayMs: number) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) return setShown(false)
    const t = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(t)
  }, [active, delayMs])
  return active && shown
}
