import type { Params, UIMatch } from 'react-router'

/** What a route tells the shell about itself: its breadcrumb label (and so the page title). */
export type RouteHandle = {
  crumb?: string | ((params: Params<string>) => string)
  /** The crumb links here instead of the route's own path, e.g. a tabbed page's default tab. */
  crumbPath?: (params: Params<string>) => string
}

export type Crumb = { label: string; path: string }

export function crumbsFrom(matches: UIMatch[]): Crumb[] {
  return matches.flatMap((m) => {
    const handle = m.handle as RouteHandle | undefined
    if (!handle?.crumb) return []
    const label = typeof handle.crumb === 'function' ? handle.crumb(m.params) : handle.crumb
    return [{ label, path: handle.crumbPath?.(m.params) ?? m.pathname }]
  })
}
