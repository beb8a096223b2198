import type { Params, UIMatch } from 'react-router'
import { requireParams } from './route-params'

/**
 * What a route tells the shell about itself: its breadcrumb label (and so the page title), made from the route's
 * params and what its loader returned (undefined while it has returned nothing, e.g. on the error screen).
 */
export type RouteHandle = {
  crumb?: string | ((params: Params<string>, loaderData: unknown) => string)
  /** The crumb links here instead of the route's own path, e.g. a tabbed page's default tab. */
  crumbPath?: (params: Params<string>) => string
}

type Checked<K extends string> = Readonly<Record<K, string>>

/**
 * A handle whose crumb and link are made from the route's own params, checked like every other read of them:
 * `paramsHandle(['project'], { crumb: 'Disks', crumbPath: pb.disks })`.
 */
export function paramsHandle<K extends string>(
  names: readonly K[],
  handle: {
    crumb: string | ((params: Checked<K>, loaderData: unknown) => string)
    crumbPath?: (params: Checked<K>) => string
  },
): RouteHandle {
  const { crumb, crumbPath } = handle
  const checked = (params: Params<string>) => requireParams(params, ...names)
  return {
    crumb: typeof crumb === 'function' ? (params, data) => crumb(checked(params), data) : crumb,
    crumbPath: crumbPath && ((params) => crumbPath(checked(params))),
  }
}

export type Crumb = { label: string; path: string }

export function crumbsFrom(matches: UIMatch[]): Crumb[] {
  return matches.flatMap((m) => {
    const handle = m.handle as RouteHandle | undefined
    if (!handle?.crumb) return []
    const label = typeof handle.crumb === 'function' ? handle.crumb(m.params, m.loaderData) : handle.crumb
    return [{ label, path: handle.crumbPath?.(m.params) ?? m.pathname }]
  })
}
