import { afterEach, describe, expect, it } from 'vitest'
import { preloadRouteModule, setRouteChunks } from './route-chunks'

const links = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')]
const preloads = () => links().map((l) => l.getAttribute('href'))

// the table is the module's and the links are the page's: both outlive the test unless put back
afterEach(() => {
  setRouteChunks({ prefix: '', suffix: '', files: [], deps: [], modules: {} })
  for (const link of links()) link.remove()
})

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
