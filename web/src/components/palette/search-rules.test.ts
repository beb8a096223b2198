// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addHits,
  boundNotes,
  type Hit,
  isApiName,
  nameRank,
  progressText,
  queryKind,
  readsNextPage,
  SEARCH_BOUNDS,
  START,
  sameAddress,
} from './search-rules'

const hit = (kind: Hit['kind'], name: string, rank: number, project = 'web-frontend'): Hit => ({
  kind,
  name,
  project,
  path: `/${kind}/${name}`,
  rank,
})

describe('what the typed text is', () => {
  it('tells an ID, an address and a part of a name apart, and asks nothing for a single character', () => {
    expect(queryKind('49368818-8754-4473-b036-70f5ff0bd7aa')).toBe('id')
    expect(queryKind(' 49368818-8754-4473-B036-70F5FF0BD7AA ')).toBe('id')
    expect(queryKind('10.85.0.40')).toBe('ip')
    expect(queryKind('fd00::1')).toBe('ip')
    expect(queryKind('web')).toBe('name')
    expect(queryKind('Web-1')).toBe('name')
    // no name holds a dot or a space: such text matches the palette's own pages only
    expect(queryKind('10.85')).toBe('none')
    expect(queryKind('sign-in settings')).toBe('none')
    expect(queryKind('w')).toBe('none')
    expect(queryKind('  ')).toBe('none')
  })

  it('asks for a resource by name only when the API takes the text as a name', () => {
    expect(isApiName('web-1')).toBe(true)
    expect(isApiName('Web-1')).toBe(false)
    expect(isApiName('web-')).toBe(false)
    expect(isApiName('1web')).toBe(false)
    expect(isApiName('web 1')).toBe(false)
    expect(isApiName('a'.repeat(64))).toBe(false)
    expect(isApiName('49368818-8754-4473-b036-70f5ff0bd7aa')).toBe(false)
  })

  it('compares addresses, not their spelling', () => {
    expect(sameAddress('fd00::1', 'fd00:0:0::0001')).toBe(true)
    expect(sameAddress('10.85.0.40', '10.85.0.40')).toBe(true)
    expect(sameAddress('10.85.0.40', '10.85.0.41')).toBe(false)
    expect(sameAddress('not an address', 'not an address')).toBe(false)
  })
})

describe('name matching', () => {
  it('ranks the whole name, then its start, then the start of a part, then anywhere, ignoring case', () => {
    expect(nameRank('web-canary', 'web-canary')).toBe(0)
    expect(nameRank('web-canary', 'WEB')).toBe(1)
    expect(nameRank('web-canary', 'can')).toBe(2)
    expect(nameRank('web-canary', 'nary')).toBe(3)
    expect(nameRank('web-canary', 'db')).toBeNull()
    expect(nameRank('web-canary', ' ')).toBeNull()
  })

  it('orders hits by match, then kind, then length, whatever order they came in, each once', () => {
    const disk = hit('disk', 'web-canary-boot', 2)
    const instance = hit('instance', 'web-canary', 2)
    const exact = hit('vpc', 'canary', 0)
    const shuffled = addHits(addHits([], [disk]), [instance, disk, exact])
    expect(shuffled.map((h) => h.name)).toEqual(['canary', 'web-canary', 'web-canary-boot'])
    expect(addHits(addHits([], [exact, instance]), [disk])).toEqual(shuffled)
    // the same name in two projects is two resources; a snapshot's path is its project's list, not itself
    const a = hit('snapshot', 'nightly', 1, 'billing')
    const b = { ...hit('snapshot', 'weekly', 1, 'billing'), path: a.path }
    expect(addHits([a], [b, hit('snapshot', 'nightly', 1, 'sandbox')])).toHaveLength(3)
  })
})

describe('paging bounds', () => {
  it('reads the first page, then the next while there is one, up to the bound', () => {
    expect(readsNextPage(0, undefined, 2)).toBe(true)
    expect(readsNextPage(1, 'token', 2)).toBe(true)
    expect(readsNextPage(1, undefined, 2)).toBe(false)
    expect(readsNextPage(2, 'token', 2)).toBe(false)
  })

  it('says how far the search came and what it left out', () => {
    expect(progressText({ ...START, searched: 3, total: 12, moreProjects: false })).toBe(
      'Searched 3 of 12 projects',
    )
    expect(progressText({ ...START, searched: 3, total: 50, moreProjects: true })).toBe(
      'Searched 3 of 50+ projects',
    )
    expect(progressText({ ...START, searched: 1, total: 1, moreProjects: false })).toBe(
      'Searched 1 of 1 project',
    )
    const rows = SEARCH_BOUNDS.listPageSize * SEARCH_BOUNDS.maxListPages
    expect(
      boundNotes({
        ...START,
        total: 200,
        projectsCut: true,
        listsCutIn: ['a', 'b', 'c', 'd', 'e'],
        failedIn: ['billing'],
        hitsCut: true,
      }),
    ).toEqual([
      `Showing the first ${SEARCH_BOUNDS.maxHits} matches: type more of the name to narrow them.`,
      'Only the first 200 projects were searched.',
      `Only the first ${rows} of each kind of resource were searched in a, b, c and 2 more.`,
      'Could not search billing.',
    ])
    expect(boundNotes(START)).toEqual([])
  })
})
