// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { rowById, rowByName, rowsWhere } from './table-index'

type Row = { id: string; name: string; project_id: string }

const row = (id: string, name: string, project_id: string): Row => ({ id, name, project_id })

describe('table indexes', () => {
  test('find rows by id, by name under a parent, and a parent’s rows in table order', () => {
    const table = [row('1', 'a', 'p'), row('2', 'b', 'p'), row('3', 'a', 'q')]
    expect(rowById(table, '3')?.project_id).toBe('q')
    expect(rowById(table, '9')).toBeUndefined()
    expect(rowByName(table, 'a', { key: 'project_id', id: 'q' })?.id).toBe('3')
    expect(rowByName(table, 'b', { key: 'project_id', id: 'q' })).toBeUndefined()
    expect(rowsWhere(table, 'project_id', 'p').map((r) => r.id)).toEqual(['1', '2'])
    expect(rowsWhere(table, 'project_id', 'z')).toEqual([])
  })

  test('follow a table that grows, is replaced by a filtered copy, or renames a row in place', () => {
    let table = [row('1', 'a', 'p'), row('2', 'b', 'p')]
    expect(rowsWhere(table, 'project_id', 'p')).toHaveLength(2)
    table.push(row('3', 'c', 'p'))
    expect(rowsWhere(table, 'project_id', 'p')).toHaveLength(3)
    expect(rowById(table, '3')?.name).toBe('c')

    table = table.filter((r) => r.id !== '1')
    expect(rowById(table, '1')).toBeUndefined()
    expect(rowsWhere(table, 'project_id', 'p').map((r) => r.id)).toEqual(['2', '3'])

    expect(rowByName(table, 'b')?.id).toBe('2')
    table[0].name = 'renamed'
    expect(rowByName(table, 'b')).toBeUndefined()
    expect(rowByName(table, 'renamed')?.id).toBe('2')
    // a name freed by the rename can be taken by another row
    table[1].name = 'b'
    expect(rowByName(table, 'b')?.id).toBe('3')
  })
})
