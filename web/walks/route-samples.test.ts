// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readRoutePatterns } from '../../scripts/route-patterns.mjs'
import { missingSamples, SAMPLE_OVERRIDES, samplePath } from './route-samples'

const routes = await readRoutePatterns()

describe('the sample params of the route walks', () => {
  it('have a value for every param of every route of the tree', () => {
    const missing = missingSamples(routes).map(
      ({ param, pattern }) =>
        `:${param} (in ${pattern}) has no value in SAMPLE_PARAMS of web/walks/route-samples.ts`,
    )
    expect(missing).toEqual([])
  })

  it('name the param a new route lacks', () => {
    const widget = { pattern: '/projects/:project/widgets/:widget', params: ['project', 'widget'] }
    expect(missingSamples([...routes, widget])).toEqual([{ param: 'widget', pattern: widget.pattern }])
    expect(() => samplePath(widget.pattern)).toThrow(
      '/projects/:project/widgets/:widget: no sample value for :widget; add one to SAMPLE_PARAMS',
    )
  })

  it('fill every route with its samples', () => {
    const paths = routes.map((r) => samplePath(r.pattern))
    for (const path of paths) expect(path).not.toContain(':')
    expect(paths).toContain('/projects/web-frontend/instances/web-1/storage')
    expect(paths).toContain('/projects/web-frontend/images/web-golden-2024-10/edit')
    expect(paths).toContain('/images/debian-12/edit')
    expect(paths).toContain('/lookup/i/0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d11')
  })

  it('override only parts of the tree that exist', () => {
    for (const { under } of SAMPLE_OVERRIDES) {
      expect(
        routes.some((r) => r.pattern.startsWith(under)),
        `no route under ${under}`,
      ).toBe(true)
    }
  })
})
