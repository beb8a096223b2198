import { describe, expect, it } from 'vitest'
import { instanceList } from '~/pages/project/instances/queries'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { fetchQuery } from './preload'
import { PICKER_PAGE_SIZE } from './query'

setupMockServer()

/** `count` more instances in the project, copies of one it has, each with a name and an id of its own. */
function moreInstances(project: string, count: number) {
  const projectId = db.projects.find((p) => p.name === project)?.id
  const model = db.instances.find((i) => i.project_id === projectId)
  if (!model) throw new Error(`no instance in ${project}`)
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(4, '0')
    db.instances.push({ ...model, id: `00000000-0000-4000-8000-00000000${n}`, name: `bulk-${n}` })
  }
}

describe('a whole list, as pickers read it', () => {
  it('reads on past the first page to the end, leaving nothing out', async () => {
    moreInstances('sandbox', PICKER_PAGE_SIZE + 100)
    const { items, nextPage } = await fetchQuery(instanceList('sandbox').all())
    expect(items.length).toBeGreaterThan(PICKER_PAGE_SIZE + 100)
    expect(items.some((i) => i.name === 'bulk-1099')).toBe(true)
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    expect(nextPage).toBeNull()
  })

  it('is cached apart from a page of the same size', () => {
    const list = instanceList('sandbox')
    expect(list.all().key).not.toBe(list.page({ limit: PICKER_PAGE_SIZE }).key)
  })
})
