import { describe, expect, it } from 'vitest'
import { serveSyntheticProjects as serveProjects } from '~/testing/synthetic-projects'
import { setupMockServer } from '~mock/node'
import { isAbort, nameMatches, type SearchProgress, searchByName } from './name-search'
import { listQuery } from './query'

setupMockServer()

const projects = listQuery('projectList', { query: {} })

describe('searchByName', () => {
  it('matches part of a name, ignoring case and surrounding spaces', () => {
    expect(nameMatches('web-Canary', ' CAN ')).toBe(true)
    expect(nameMatches('web-1', 'db')).toBe(false)
  })

  it('reads pages from the start, reports each, and stops after the most pages it may read', async () => {
    const reads = serveProjects(250)
    const seen: SearchProgress<unknown>[] = []
    const first = await searchByName(projects, '7', {
      pageSize: 50,
      maxPages: 3,
      onProgress: (p) => seen.push(p),
    })
    expect(reads.pages).toBe(3)
    expect(seen.map((p) => p.searched)).toEqual([50, 100, 150])
    expect(first.complete).toBe(false)
    // among 0-149, the 15 ending in 7 and 70-79, with 77 counted once
    expect(first.matches.map((p) => p.name)).toContain('proj-00147')
    expect(first.matches).toHaveLength(15 + 10 - 1)

    const rest = await searchByName(projects, '7', { pageSize: 50, maxPages: 3, from: first })
    expect(reads.pages).toBe(5)
    expect(rest).toMatchObject({ searched: 250, complete: true, nextPage: undefined })
    expect(rest.matches.at(-1)?.name).toBe('proj-00247')
  })

  it('stops reading and reports nothing more once cancelled', async () => {
    const reads = serveProjects(5000)
    const controller = new AbortController()
    const seen: number[] = []
    const search = searchByName(projects, 'proj', {
      pageSize: 100,
      maxPages: 50,
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.searched)
        if (p.searched === 200) controller.abort()
      },
    })
    const error = await search.catch((e: unknown) => e)
    expect(isAbort(error)).toBe(true)
    expect(seen).toEqual([100, 200])
    expect(reads.pages).toBe(2)
  })
})
