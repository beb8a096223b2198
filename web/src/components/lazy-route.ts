import type { RouteObject } from 'react-router'

/** What a lazily loaded route module exports: the page as its default, and its loader and handle if any. */
export type RouteModule = {
  default: React.ComponentType
  loader?: RouteObject['loader']
  handle?: unknown
}

/** A route whose code loads only when it is first visited (or prefetched). */
export const lazy = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const m = await load()
    return { Component: m.default, loader: m.loader, handle: m.handle }
  },
})
