// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { api } from '~mock/toolkit/test-kit'
import { DEFAULT_PAGE_SIZE, paginated } from './paginate'

setupMockServer()

async function page(query: Parameters<typeof api.methods.projectList>[0]['query']) {
  const result = await api.methods.projectList({ query })
  if (result.type !== 'success') throw new Error(`list failed: ${result.response.status}`)
  return { names: result.data.items.map((p) => p.name), nextPage: result.data.nextPage }
}

describe('paging through projects', () => {
  test('walks every page with limit and page_token, ending with next_page null', async () => {
    const first = await page({ limit: 2 })
    expect(first.names).toEqual(['billing', 'data-pipeline'])
    expect(first.nextPage).toEqual(expect.any(String))

    const second = await page({ limit: 2, pageToken: first.nextPage })
    expect(second.names).toEqual(['ml-training', 'sandbox'])

    const last = await page({ limit: 2, pageToken: second.nextPage })
    expect(last.names).toEqual(['web-frontend'])
    expect(last.nextPage).toBeNull()
  })

  test('a page that ends exactly at the last item has no next page', async () => {
    const first = await page({ limit: 3 })
    const second = await page({ limit: 2, pageToken: first.nextPage })
    expect(second.names).toEqual(['sandbox', 'web-frontend'])
    expect(second.nextPage).toBeNull()
  })

  test('sort_by name_descending, also across pages', async () => {
    const first = await page({ limit: 3, sortBy: 'name_descending' })
    expect(first.names).toEqual(['web-frontend', 'sandbox', 'ml-training'])
    const second = await page({ limit: 3, pageToken: first.nextPage })
    expect(second.names).toEqual(['data-pipeline', 'billing'])
    expect(second.nextPage).toBeNull()
  })

  test('sort_by id_ascending orders by id', async () => {
    const { names } = await page({ sortBy: 'id_ascending' })
    const byId = [...db.projects].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => p.name)
    expect(names).toEqual(byId)
    expect(names).toEqual(['ml-training', 'web-frontend', 'sandbox', 'billing', 'data-pipeline'])
  })

  test('a project created between pages shows up where it sorts', async () => {
    const first = await page({ limit: 2 })
    await api.methods.projectCreate({ body: { name: 'zeta', description: '' } })
    await api.methods.projectCreate({ body: { name: 'alpha', description: '' } })
    const rest = await page({ pageToken: first.nextPage })
    expect(rest.names).toEqual(['ml-training', 'sandbox', 'web-frontend', 'zeta'])
  })

  test('a garbled page token is a 400', async () => {
    const result = await api.methods.projectList({ query: { pageToken: 'not-a-token' } })
    expect(result.response.status).toBe(400)
    expect(result.type === 'error' && result.data.errorCode).toBe('InvalidRequest')
  })
})

describe('paginated()', () => {
  const rows = Array.from({ length: 120 }, (_, i) => ({ id: `id-${String(i).padStart(3, '0')}` }))

  test('defaults to 50 rows, sorted by id when rows have no names', () => {
    const first = paginated({}, [...rows].reverse())
    expect(DEFAULT_PAGE_SIZE).toBe(50)
    expect(first.items).toHaveLength(50)
    expect(first.items[0].id).toBe('id-000')

    const second = paginated({ pageToken: first.next_page }, rows)
    expect(second.items[0].id).toBe('id-050')

    const third = paginated({ pageToken: second.next_page }, rows)
    expect(third.items.map((r) => r.id)).toEqual(rows.slice(100).map((r) => r.id))
    expect(third.next_page).toBeNull()
  })
})
