import type { LoaderFunctionArgs } from 'react-router'
import { preload } from '~/api/preload'
import { siloList } from '~/pages/system/silos/queries'
import { silosOfUsers } from './audit-entry'
import { type AuditWindow, parseAuditRange, resolveAuditRange } from './audit-range'
import { auditLogPage, builtinUserList, siloUserList } from './queries'

/** The window the page shows, fixed when the URL's range was read, and why the URL's own could not be used. */
export type AuditLogLoaderData = { window: AuditWindow; problem: string | null }

// names are a help, not the page: a failure to read them leaves the IDs in their place
const quietly = (p: Promise<unknown>) => p.catch(() => undefined)

/**
 * Fixes the window the URL asks for (a preset ends now) and reads its first page, and the names of the silos
 * and users on it.
 */
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
