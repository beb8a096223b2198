import { useState } from 'react'
import { type ApiError, asApiError, callApi, usePrefetchedApiQuery } from '~/api'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import type { AuditWindow } from './audit-range'
import { auditLogPage } from './queries'

type Page = { items: AuditLogEntry[]; nextPage: string | null }

/**
 * The log of a window as far as it is loaded: the first page (the route's loader read it), then one more page at
 * each `loadMore`, never the whole window at once. Whoever renders this keys it by the window, so a new window
 * starts again from its first page.
 */
export function useAuditPages(window: AuditWindow) {
  const first = usePrefetchedApiQuery(auditLogPage(window))
  const [more, setMore] = useState<Page[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)

  const nextPage = more.length > 0 ? (more.at(-1)?.nextPage ?? null) : (first.data.nextPage ?? null)

  const loadMore = async () => {
    if (!nextPage || loading) return
    setLoading(true)
    setError(null)
    try {
      const q = auditLogPage(window, nextPage)
      const page = await callApi(q.method, q.params)
      setMore((pages) => [...pages, { items: page.items, nextPage: page.nextPage ?? null }])
    } catch (e) {
      setError(asApiError(e))
    } finally {
      setLoading(false)
    }
  }

  // an entry is immutable and has a unique id: one that two reads both hold is shown once
  const seen = new Set<string>()
  const entries = [first.data.items, ...more.map((p) => p.items)].flat().filter((e) => {
    if (seen.has(e.id)) return false
    seen.add(e.id)
    return true
  })

  return { entries, complete: nextPage === null, loadMore, loading, error }
}
