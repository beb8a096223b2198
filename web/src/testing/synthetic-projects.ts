import { HttpResponse, http } from 'msw'
import { server } from '~mock/node'

/** The name of the nth synthetic project: `proj-00000` on. */
export const syntheticProjectName = (n: number) => `proj-${String(n).padStart(5, '0')}`

/**
 * Serves a list of `total` projects, far more than the mock holds, in whatever pages are asked for (the page
 * token is the index of the page's first project). Returns the count of pages read.
 */
export function serveSyntheticProjects(total: number) {
  const reads = { pages: 0 }
  server.use(
    http.get('*/v1/projects', ({ request }) => {
      reads.pages++
      const url = new URL(request.url)
      const limit = Number(url.searchParams.get('limit'))
      const start = Number(url.searchParams.get('page_token') ?? 0)
      const end = Math.min(start + limit, total)
      const items = Array.from({ length: end - start }, (_, k) => ({
        id: `00000000-0000-4000-8000-${String(start + k).padStart(12, '0')}`,
        name: syntheticProjectName(start + k),
        description: '',
        time_created: '2026-01-01T00:00:00Z',
        time_modified: '2026-01-01T00:00:00Z',
      }))
      return HttpResponse.json({ items, next_page: end < total ? String(end) : null })
    }),
  )
  return reads
}
