// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emptyText, KEYS_HINT, paletteStatus } from './palette-status'
import { START } from './search-rules'
import type { ResourceSearch } from './use-resource-search'

const searching = (change: Partial<ResourceSearch>): ResourceSearch => ({
  kind: 'name',
  hits: [],
  progress: null,
  running: true,
  ...change,
})

describe("the palette's live status", () => {
  it('says how to use it, then how many options there are and how far the search has come', () => {
    expect(paletteStatus('', 24, searching({ kind: 'none', running: false }))).toBe(KEYS_HINT)
    expect(paletteStatus('a', 1, searching({ kind: 'none', running: false }))).toBe('1 result.')
    expect(paletteStatus('web', 2, searching({}))).toBe('2 results. Searching…')
    const partway = { ...START, searched: 2, total: 5, moreProjects: false }
    expect(paletteStatus('web', 3, searching({ progress: partway }))).toBe(
      '3 results. Searched 2 of 5 projects…',
    )
    const done = { ...partway, searched: 5, failedIn: ['billing'] }
    expect(paletteStatus('web', 3, searching({ progress: done, running: false }))).toBe(
      '3 results. Searched 5 of 5 projects. Could not search billing.',
    )
    expect(paletteStatus('49368818-8754-4473-b036-70f5ff0bd7aa', 0, searching({ kind: 'id' }))).toBe(
      '0 results. Looking up the ID…',
    )
  })

  it('says why the list is empty', () => {
    expect(emptyText('zzz', searching({}))).toBe('Searching…')
    expect(emptyText('zzz', searching({ running: false }))).toBe('Nothing matches “zzz”.')
    expect(emptyText('10.1.1.1', searching({ kind: 'ip', running: false }))).toMatch(
      /No floating IP or instance/,
    )
  })
})
