import { describe, expect, it } from 'vitest'
import { preloadRouteModule, setRouteChunks } from './route-chunks'

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('preloading a route module', () => {
  it('asks for all of its chunks at once, and for each chunk only once', () => {
    setRouteChunks({
      prefix: '/assets/',
      suffix: '.js',
      files: ['shared', 'deep', 'other'],
      deps: [[1], [], []],
      modules: { page: [0], form: [0, 2] },
    })
    preloadRouteModule('page')
    expect(preloads()).toEqual(['/assets/shared.js', '/assets/deep.js'])
    preloadRouteModule('form')
    preloadRouteModule('page')
    expect(preloads()).toEqual(['/assets/shared.js', '/assets/deep.js', '/assets/other.js'])
  })

  it('does nothing for a module the table does not know (development and tests)', () => {
    const before = preloads().length
    preloadRouteModule('pages/b/Unknown')
    expect(preloads()).toHaveLength(before)
  })
})
