import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { announce } from './announcements'

/** How long a page's heading is waited for before the move is taken as one to a page without a heading. */
const HEADING_WAIT_MS = 3000

/**
 * On a move to another page, says so to screen readers (the new page's title) and puts the focus on its heading,
 * where reading it starts. A move that keeps the page's heading (a tab of the same instance, a form opening over
 * a list, a page of results) keeps the focus where the user was. The first page of a visit is left alone: the
 * skip link is the first stop there.
 */
export function usePageArrival() {
  const { pathname } = useLocation()
  const heading = useRef<string | null>(null)
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each move to another path, which it reads from the page
  useEffect(() => {
    const isFirst = first.current
    first.current = false
    const since = performance.now()
    let frame = 0
    // after the page's own effects, which set the title; a page whose heading is still on its way (its code or
    // its data loading) is looked at again each frame until it shows, for a while
    const look = () => {
      const h1 = document.querySelector<HTMLElement>('main h1')
      if (!h1 && performance.now() - since < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(look)
        return
      }
      const text = h1?.textContent ?? null
      const arrived = !isFirst && text !== heading.current
      heading.current = text
      if (!arrived || !h1) return
      h1.tabIndex = -1
      h1.focus({ preventScroll: true })
      announce(document.title)
    }
    frame = requestAnimationFrame(look)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
