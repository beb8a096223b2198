// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nextSort, pageOfRows, type SortSpec, sortOf, sortParam, sortRows } from './local-table'

type Row = { name: string; size: number }
const specs: SortSpec<Row>[] = [
  { key: 'name', compare: (a, b) => a.name.localeCompare(b.name) },
  { key: 'size', compare: (a, b) => a.size - b.size },
]
const rows: Row[] = [
  { name: 'c', size: 2 },
  { name: 'a', size: 2 },
  { name: 'b', size: 1 },
]
const names = (list: Row[]) => list.map((r) => r.name).join('')

describe('a table sorted and paged in the browser', () => {
  it('reads the order from the URL, falling back to the default column ascending', () => {
    const keys = specs.map((s) => s.key)
    expect(sortOf(new URLSearchParams('sort=size_descending'), keys, 'name')).toEqual({
      key: 'size',
      direction: 'descending',
    })
    for (const junk of ['', 'sort=size', 'sort=slot_ascending', 'sort=size_sideways']) {
      expect(sortOf(new URLSearchParams(junk), keys, 'name')).toEqual({ key: 'name', direction: 'ascending' })
    }
    expect(sortParam({ key: 'name', direction: 'ascending' }, 'name')).toBeNull()
    expect(sortParam({ key: 'name', direction: 'descending' }, 'name')).toBe('name_descending')
  })

  it('turns the order round on the sorted column and starts ascending on another', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    })
    expect(nextSort({ key: 'name', direction: 'descending' }, 'size')).toEqual({
      key: 'size',
      direction: 'ascending',
    })
  })

  it('sorts by the column, ties by the default column ascending either way', () => {
    expect(names(sortRows(rows, specs, { key: 'name', direction: 'ascending' }, 'name'))).toBe('abc')
    expect(names(sortRows(rows, specs, { key: 'name', direction: 'descending' }, 'name'))).toBe('cba')
    expect(names(sortRows(rows, specs, { key: 'size', direction: 'ascending' }, 'name'))).toBe('bac')
    expect(names(sortRows(rows, specs, { key: 'size', direction: 'descending' }, 'name'))).toBe('acb')
    // the rows given are left as they were
    expect(names(rows)).toBe('cab')
  })

  it('shows the page the URL names, within the pages there are', () => {
    const many = Array.from({ length: 23 }, (_, i) => i)
    expect(pageOfRows(many, new URLSearchParams('limit=10&page=3'))).toEqual({
      limit: 10,
      page: 3,
      pages: 3,
      rows: [20, 21, 22],
    })
    expect(pageOfRows(many, new URLSearchParams('limit=10&page=9')).page).toBe(3)
    expect(pageOfRows(many, new URLSearchParams('page=-1')).rows).toHaveLength(23)
    expect(pageOfRows([], new URLSearchParams('')).pages).toBe(1)
  })
})
