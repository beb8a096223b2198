import { useEffect, useState } from 'react'
import { type ApiError, asApiError, callApi, usePrefetchedApiQuery } from '~/api'
import type { TimeseriesSchema } from '~/api/__generated__/Api'
import { schemaPage } from './queries'

/**
 * Every timeseries schema, as far as read: the first page (the route's loader read it), then the next pages one
 * after the other behind the page, until the list ends or a read fails (`retry` goes on from there).
 */
export function useSchemaPages() {
  const first = usePrefetchedApiQuery(schemaPage())
  const [more, setMore] = useState<TimeseriesSchema[]>([])
  const [next, setNext] = useState<string | null>(first.data.nextPage ?? null)
  const [error, setError] = useState<ApiError | null>(null)

  useEffect(() => {
    if (!next || error) return
    let cancelled = false
    const q = schemaPage(next)
    callApi(q.method, q.params).then(
      (page) => {
        if (cancelled) return
        setMore((rows) => [...rows, ...page.items])
        setNext(page.nextPage ?? null)
      },
      (e) => {
        if (!cancelled) setError(asApiError(e))
      },
    )
    return () => {
      cancelled = true
    }
    // clearing the error reads the page that failed again
  }, [next, error])

  const retry = () => setError(null)

  return { schemas: [...first.data.items, ...more], complete: next === null, error, retry }
}
