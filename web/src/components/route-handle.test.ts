import type { UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageTitle } from '~/util/title'
import { crumbsFrom } from './route-handle'

const match = (pathname: string, handle: unknown, params = {}): UIMatch =>
  ({ id: pathname, pathname, params, data: undefined, loaderData: undefined, handle }) as UIMatch

describe('breadcrumbs and page title', () => {
  const matches = [
    match('/', undefined),
    match('/projects', { crumb: 'Projects' }),
    match('/projects/web/edit', { crumb: (p: { project: string }) => p.project }, { project: 'web' }),
    match('/projects/web/edit', { crumb: 'Edit project' }, { project: 'web' }),
  ]

  it('collects the labels of routes that have one, in order, with their paths', () => {
    expect(crumbsFrom(matches)).toEqual([
      { label: 'Projects', path: '/projects' },
      { label: 'web', path: '/projects/web/edit' },
      { label: 'Edit project', path: '/projects/web/edit' },
    ])
  })

  it('titles the page with the labels reversed plus the console name', () => {
    const labels = crumbsFrom(matches).map((c) => c.label)
    expect(pageTitle(labels)).toBe('Edit project / web / Projects / Oxide Console')
  })

  it('lets a crumb link somewhere other than its own path', () => {
    const crumbs = crumbsFrom([
      match('/projects/web', { crumb: 'web', crumbPath: () => '/projects/web/instances' }),
    ])
    expect(crumbs[0].path).toBe('/projects/web/instances')
  })
})
