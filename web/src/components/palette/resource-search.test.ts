import { afterEach, describe, expect, it } from 'vitest'
import { webAssets } from '~mock/fixtures/compute/disks'
import { webCanary } from '~mock/fixtures/compute/instances'
import { server, setupMockServer } from '~mock/node'
import { searchResources } from './resource-search'
import { addHits, type Hit, SEARCH_BOUNDS, type SearchProgress } from './search-rules'
import type { SearchOptions } from './search-run'

setupMockServer()

/** The URLs (path and query) the API is asked for from now on. */
function requests(): URL[] {
  const urls: URL[] = []
  const record = ({ request }: { request: Request }) => {
    urls.push(new URL(request.url))
  }
  server.events.on('request:start', record)
  listeners.push(() => server.events.removeListener('request:start', record))
  return urls
}
const listeners: (() => void)[] = []
afterEach(() => {
  for (const remove of listeners.splice(0)) remove()
})

/** Runs a search to its end, as the palette would, and gives what it found and said last. */
async function search(text: string, kind: 'name' | 'id' | 'ip', options: SearchOptions = {}) {
  let hits: Hit[] = []
  let progress: SearchProgress | null = null
  await searchResources(
    text,
    kind,
    {
      signal: new AbortController().signal,
      onHits: (found) => {
        hits = addHits(hits, found)
      },
      onProgress: (p) => {
        progress = p
      },
    },
    options,
  )
  const named = hits.map((h) => `${h.kind} ${h.name}${h.project ? ` in ${h.project}` : ''}`)
  return { hits, named, progress: progress as SearchProgress | null }
}

describe('finding resources by name', () => {
  it('matches part of a name in every project, and says it searched them all', async () => {
    const { named, progress } = await search('etl', 'name')
    expect(named).toEqual(
      expect.arrayContaining([
        'instance etl-worker-1 in data-pipeline',
        'instance etl-scheduler in data-pipeline',
        'floating-ip etl-ingress in data-pipeline',
      ]),
    )
    expect(progress).toMatchObject({ moreProjects: false, projectsCut: false, listsCutIn: [], failedIn: [] })
    expect(progress?.searched).toBe(progress?.total)
    expect(progress?.total).toBeGreaterThanOrEqual(5)
  })

  it('asks for an exact name directly in each project, and for a project by its name', async () => {
    const urls = requests()
    const { hits } = await search('web-frontend', 'name')
    expect(hits[0]).toMatchObject({ kind: 'project', name: 'web-frontend', rank: 0 })
    expect(urls.map((u) => u.pathname)).toContain('/v1/projects/web-frontend')
    const views = urls.filter((u) => u.pathname === '/v1/instances/web-frontend')
    expect(views.map((u) => u.searchParams.get('project'))).toContain('billing')
    // every project is asked for the name before any project's lists are read
    const lastView = urls.findLastIndex((u) => u.pathname === '/v1/instances/web-frontend')
    const firstList = urls.findIndex((u) => u.pathname === '/v1/instances')
    expect(lastView).toBeLessThan(firstList)
  })

  it('reads lists a page at a time, never past the bound, and says where it stopped', async () => {
    const urls = requests()
    const bounds = {
      ...SEARCH_BOUNDS,
      projectPageSize: 2,
      maxProjectPages: 2,
      listPageSize: 2,
      maxListPages: 1,
    }
    const { progress } = await search('web', 'name', { bounds })
    const projectPages = urls.filter((u) => u.pathname === '/v1/projects')
    expect(projectPages).toHaveLength(2)
    expect(projectPages.every((u) => u.searchParams.get('limit') === '2')).toBe(true)
    expect(projectPages[1].searchParams.get('page_token')).toBeTruthy()
    expect(progress).toMatchObject({ total: 4, searched: 4, projectsCut: true })
    // billing, the first project, has three instances: one page of two was read, and the rest left
    const instancePages = urls.filter(
      (u) => u.pathname === '/v1/instances' && u.searchParams.get('project') === 'billing',
    )
    expect(instancePages).toHaveLength(1)
    expect(instancePages[0].searchParams.get('limit')).toBe('2')
    expect(progress?.listsCutIn).toContain('billing')
  })

  it('searches the projects visited last before the others, and each once', async () => {
    const urls = requests()
    const { named, progress } = await search('etl', 'name', {
      firstProjects: ['ml-training', 'data-pipeline'],
    })
    const projectOf = (u: URL) => u.searchParams.get('project')
    const lists = urls.filter((u) => u.pathname === '/v1/instances' && projectOf(u))
    expect(lists.slice(0, 2).map(projectOf).sort()).toEqual(['data-pipeline', 'ml-training'])
    expect(lists.filter((u) => projectOf(u) === 'data-pipeline')).toHaveLength(1)
    // the project list is read all the same, and counts them with the others
    expect(progress?.searched).toBe(progress?.total)
    expect(named).toContain('instance etl-worker-1 in data-pipeline')
  })

  it('looks in the project a name holds before the others', async () => {
    const urls = requests()
    await search('web-frontend-cache', 'name')
    const views = urls.filter((u) => u.pathname === '/v1/instances/web-frontend-cache')
    // web-frontend comes last in the project list, and first here
    expect(views[0].searchParams.get('project')).toBe('web-frontend')
    expect(views.length).toBeGreaterThanOrEqual(5)
  })

  it('stops asking once cancelled, and reports nothing more', async () => {
    const whole = requests()
    await search('web', 'name')
    const urls = requests()
    const controller = new AbortController()
    let reports = 0
    let afterAbort = 0
    const done = searchResources('web', 'name', {
      signal: controller.signal,
      onHits: () => {
        reports++
        if (controller.signal.aborted) afterAbort++
        controller.abort()
      },
      onProgress: () => {
        if (controller.signal.aborted) afterAbort++
      },
    })
    await done
    expect(reports).toBe(1)
    expect(afterAbort).toBe(0)
    // it resolves once every branch has ended: the requests in flight were aborted, and none followed
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.length).toBeLessThan(whole.length - urls.length)
  })
})

describe('finding what an ID or an address is', () => {
  it('opens an instance by its ID through the lookup, and anything else at its page', async () => {
    const instance = await search(webCanary.id, 'id')
    expect(instance.hits).toEqual([
      expect.objectContaining({
        kind: 'instance',
        name: 'web-canary',
        path: `/lookup/instances/${webCanary.id}`,
      }),
    ])
    const disk = await search(webAssets.id, 'id')
    expect(disk.hits).toEqual([
      expect.objectContaining({
        kind: 'disk',
        project: 'web-frontend',
        path: '/projects/web-frontend/disks/web-assets',
      }),
    ])
    const nothing = await search('00000000-0000-4000-8000-000000000000', 'id')
    expect(nothing.hits).toEqual([])
    expect(nothing.progress?.failedIn ?? []).toEqual([])
  })

  it('finds the instance holding an ephemeral address, and stops there', async () => {
    const { named, progress } = await search('10.85.0.51', 'ip')
    expect(named).toEqual(['instance etl-worker-1 in data-pipeline'])
    expect(progress?.failedIn).toEqual([])
  })

  it('finds no holder of a shared SNAT address', async () => {
    const { hits, progress } = await search('10.85.0.33', 'ip')
    expect(hits).toEqual([])
    expect(progress?.searched).toBe(progress?.total)
  })
})
