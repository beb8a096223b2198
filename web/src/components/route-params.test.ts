// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { requireParams } from './route-params'

describe('requireParams', () => {
  it('gives the named params as strings', () => {
    expect(requireParams({ project: 'p', instance: 'i', other: 'x' }, 'project', 'instance')).toEqual({
      project: 'p',
      instance: 'i',
    })
  })

  it('throws a 404 for a missing or empty param', () => {
    for (const params of [{}, { project: '' }]) {
      let thrown: unknown
      try {
        requireParams(params, 'project')
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })
})
