// @vitest-environment node
import type { UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageTitle } from '~/util/title'
import { crumbsFrom, paramsHandle } from './route-handle'

const match = (pathname: string, handle: unknown, params = {}, loaderData?: unknown): UIMatch =>
  ({ id: pathname, pathname, params, data: loaderData, loaderData, handle }) as UIMatch

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

  it('makes a crumb and its link from the route params, and a missing param is Page not found', () => {
    const handle = paramsHandle(['project', 'instance'], {
      crumb: (p) => p.instance,
      crumbPath: (p) => `/projects/${p.project}/instances/${p.instance}/storage`,
    })
    const params = { project: 'web', instance: 'db-1' }
    expect(crumbsFrom([match('/projects/web/instances/db-1', handle, params)])).toEqual([
      { label: 'db-1', path: '/projects/web/instances/db-1/storage' },
    ])
    let thrown: unknown
    try {
      crumbsFrom([match('/projects/web/instances', handle, { project: 'web' })])
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('makes a crumb from what the route loader returned, once it has', () => {
    const handle = paramsHandle(['sledId'], {
      crumb: (p, data) => (data as { serial?: string } | undefined)?.serial ?? p.sledId,
    })
    const path = '/system/inventory/sleds/c2519937'
    expect(crumbsFrom([match(path, handle, { sledId: 'c2519937' }, { serial: 'BRM42220001' })])).toEqual([
      { label: 'BRM42220001', path },
    ])
    expect(crumbsFrom([match(path, handle, { sledId: 'c2519937' })])).toEqual([{ label: 'c2519937', path }])
  })
})
