import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width of an element, measured before the first paint (so a chart draws in its first frame rather than one
 * frame after an empty one) and again whenever it changes size.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.getBoundingClientRect().width)
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, Math.floor(width)] as const
}
