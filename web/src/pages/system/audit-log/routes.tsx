import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router'
import { preload } from '~/api/preload'
import { lazy } from '~/components/lazy-route'
import { siloList } from '~/pages/system/silos/queries'
import { silosOfUsers } from './audit-entry'
import { type AuditWindow, parseAuditRange, resolveAuditRange, sameRange } from './audit-range'
import { auditLogPage, builtinUserList, siloUserList } from './queries'

/** The window the page shows, fixed when the URL's range was read, and why the URL's own could not be used. */
export type AuditLogLoaderData = { window: AuditWindow; problem: string | null }

// names are a help, not the page: a failure to read them leaves the IDs in their place
const quietly = (p: Promise<unknown>) => p.catch(() => undefined)

export async function auditLogLoader({ request }: LoaderFunctionArgs): Promise<AuditLogLoaderData> {
  const parsed = parseAuditRange(new URL(request.url).searchParams)
  const window = resolveAuditRange(parsed.spec)
  const [first] = await Promise.all([
    preload(auditLogPage(window)),
    quietly(preload(siloList().all())),
    quietly(preload(builtinUserList().all())),
  ])
  await Promise.all(silosOfUsers(first.items).map((silo) => quietly(preload(siloUserList(silo).all()))))
  return { window, problem: parsed.problem }
}

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
    ...lazy(() => import('./AuditLogPage')),
    loader: auditLogLoader,
    shouldRevalidate: shouldRevalidateAuditLog,
  },
]
