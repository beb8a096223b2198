import { useState } from 'react'
import { useApiQuery } from '~/api'
import { useCurrentUser } from '~/components/use-current-user'
import type { KnownSources } from './access-warning'
import { recentAuditEntries, recentWindowStart } from './recent-audit'
import { recentSources } from './recent-sources'

/**
 * Where the API recorded the signed-in user's requests coming from in the last day, from the audit log: the
 * addresses, 'unknown' when the log could not be read, or undefined while it is being read.
 */
export function useKnownSources(): KnownSources | undefined {
  const me = useCurrentUser()
  const [since] = useState(() => recentWindowStart())
  const { data, error } = useApiQuery(recentAuditEntries(since))
  if (error) return 'unknown'
  return data && recentSources(data.items, me.id)
}
