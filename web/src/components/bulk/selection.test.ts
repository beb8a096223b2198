import { describe, expect, it } from 'vitest'
import { noSelection, onPage, pageState, type Selection, selectPage, toggleRow } from './selection'

const page = ['a', 'b', 'c', 'd', 'e']
const keys = (s: Selection) => [...s.keys].sort()

describe('selecting rows of a page', () => {
  it('toggles one row on and off with a plain click', () => {
    const one = toggleRow(noSelection, page, 'b')
    expect(keys(one)).toEqual(['b'])
    expect(keys(toggleRow(one, page, 'b'))).toEqual([])
  })

  it('selects a range from the last clicked row with Shift+click, in either direction', () => {
    const anchored = toggleRow(noSelection, page, 'b')
    expect(keys(toggleRow(anchored, page, 'd', { range: true }))).toEqual(['b', 'c', 'd'])
    const fromBelow = toggleRow(noSelection, page, 'e')
    expect(keys(toggleRow(fromBelow, page, 'c', { range: true }))).toEqual(['c', 'd', 'e'])
  })

  it('clears a range when Shift+click lands on a selected row, and keeps the anchor for the next range', () => {
    const all = selectPage(page, true)
    const anchored = toggleRow(all, page, 'a')
    const cleared = toggleRow(anchored, page, 'c', { range: true })
    expect(keys(cleared)).toEqual(['d', 'e'])
    expect(cleared.anchor).toBe('a')
  })

  it('treats a Shift+click with no row clicked before as a plain click', () => {
    expect(keys(toggleRow(noSelection, page, 'c', { range: true }))).toEqual(['c'])
  })

  it('selects the whole page or none of it, and says which the page box shows', () => {
    expect(pageState(noSelection, page)).toBe('none')
    expect(pageState(toggleRow(noSelection, page, 'a'), page)).toBe('some')
    expect(pageState(selectPage(page, true), page)).toBe('all')
    expect(pageState(selectPage(page, false), page)).toBe('none')
  })

  it('forgets rows that have left the page', () => {
    const selected = selectPage(page, true)
    expect(keys(onPage(selected, ['a', 'c']))).toEqual(['a', 'c'])
    // the same object when nothing left, so a render with the same rows changes nothing
    expect(onPage(selected, page)).toBe(selected)
    expect(onPage(toggleRow(noSelection, page, 'e'), ['a']).anchor).toBeNull()
  })
})
