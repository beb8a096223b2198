// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { navAreas } from './nav-areas'
import { pageEntries, paletteSections } from './palette-entries'
import type { Resource } from './resource-pages'
import type { Hit } from './search-rules'

const web1: Resource = {
  kind: 'instance',
  name: 'web-1',
  project: 'web-frontend',
  path: '/projects/web-frontend/instances/web-1/storage',
}
const billing: Resource = { kind: 'project', name: 'billing', path: '/projects/billing/instances' }
const labels = (entries: { label: string; detail: string }[]) =>
  entries.map((e) => `${e.label} (${e.detail})`)

describe("the palette's pages", () => {
  it('are those the navigation offers the user: system pages for fleet viewers, admin pages for admins', () => {
    const viewer = labels(pageEntries(navAreas('/projects', true, true)))
    expect(viewer).toContain('Silos (System)')
    expect(viewer).toContain('Certificates (Silo)')
    expect(viewer).toContain('SSH keys (Settings)')
    const member = labels(pageEntries(navAreas('/projects', false, false)))
    expect(member).toContain('Projects (Silo)')
    expect(member).toContain('Profile (Settings)')
    expect(member.filter((l) => l.includes('(System)'))).toEqual([])
    expect(member).not.toContain('Certificates (Silo)')
  })

  it("start with the project's own pages on a project's page", () => {
    const entries = pageEntries(navAreas('/projects/billing/disks', false, false))
    expect(labels(entries).slice(0, 2)).toEqual(['Instances (Project billing)', 'Disks (Project billing)'])
    expect(entries[0].to).toBe('/projects/billing/instances')
  })
})

describe("the palette's sections", () => {
  const pages = pageEntries(navAreas('/projects', true, true))
  const action = { label: 'New project', to: '/projects-new?limit=10' }

  it('list the recent resources first, then the action, then every page, with nothing typed', () => {
    const sections = paletteSections('', { recents: [web1, billing], action, pages, hits: [] })
    expect(sections.map((s) => s.title)).toEqual(['Recent', 'Actions', 'Pages'])
    expect(labels(sections[0].entries)).toEqual(['web-1 (Instance in web-frontend)', 'billing (Project)'])
    expect(sections[1].entries[0]).toMatchObject({ to: '/projects-new?limit=10', keepsListPlace: true })
    expect(sections[2].entries).toHaveLength(pages.length)
  })

  it('keep what matches every typed word, best first, and list a found resource once', () => {
    const found: Hit = { ...web1, rank: 0 }
    const other: Hit = {
      ...web1,
      name: 'web-2',
      path: '/projects/web-frontend/instances/web-2/storage',
      rank: 1,
    }
    const sections = paletteSections('web', { recents: [web1, billing], action, pages, hits: [found, other] })
    expect(sections.map((s) => s.title)).toEqual(['Recent', 'Resources'])
    expect(labels(sections[1].entries)).toEqual(['web-2 (Instance in web-frontend)'])
    const util = paletteSections('system util', { recents: [], action, pages, hits: [] })
    expect(labels(util.flatMap((s) => s.entries))).toEqual(['Utilization (System)'])
    const access = labels(paletteSections('acc', { recents: [], action: null, pages, hits: [] })[0].entries)
    expect(access.slice(0, 3)).toEqual(['Access (Silo)', 'Access (System)', 'Access tokens (Settings)'])
    expect(access.every((label) => label.toLowerCase().includes('acc'))).toBe(true)
  })
})
