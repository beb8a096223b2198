// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db, resetDb } from './db'
import { setupMockServer } from './node'

setupMockServer()

describe('resetDb', () => {
  test('restores a fresh copy of the seed each time', () => {
    db.projects[0].name = 'changed'
    db.projects.pop()
    resetDb()
    expect(db.projects.map((p) => p.name)).toContain('web-frontend')
    expect(db.projects).toHaveLength(5)
    // the fixtures themselves were never touched
    db.projects[0].description = 'mutated again'
    resetDb()
    expect(db.projects[0].description).toBe('Customer-facing web tier and its load balancers')
  })
})
