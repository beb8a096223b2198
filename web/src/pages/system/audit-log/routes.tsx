import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The URL entries that choose the range: a change to any other (a filter, the open entry) keeps the window. */
const RANGE_PARAMS = ['range', 'start', 'end']

export const sameRange = (a: URLSearchParams, b: URLSearchParams) =>
  RANGE_PARAMS.every((k) => a.get(k) === b.get(k))

/**
 * A preset range ends when it is read, so the window is read again only when the range in the URL changes (or
 * the page is asked to read it again): a filter or the open entry changes the URL, not what is loaded.
 */
export function shouldRevalidateAuditLog({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  if (currentUrl.search === nextUrl.search) return defaultShouldRevalidate
  return !sameRange(currentUrl.searchParams, nextUrl.searchParams)
}

/** Who did what, when, with what result: the fleet's audit log, read page by page over a time range. */
export const auditLogRoutes: RouteObject[] = [
  {
    path: 'system/audit-log',
    // the page's module brings its loader (and the range rules with it), so that the route tree every
    // signed-in page downloads stays as it was; the window is read once the page's code is there
    ...lazy(() => import('./AuditLogPage')),
    shouldRevalidate: shouldRevalidateAuditLog,
  },
]
