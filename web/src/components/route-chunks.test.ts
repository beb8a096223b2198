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

  it('finds a module in either table, and asks for a file both tables name only once', () => {
    setRouteChunks(
      {
        prefix: '/assets/',
        suffix: '.js',
        files: ['dialog', 'shared'],
        deps: [[1], []],
        modules: { a: [0] },
      },
      { prefix: '/assets/p', suffix: '.js', files: ['age', 'ane'], deps: [[], []], modules: { b: [0, 1] } },
      { prefix: '/assets/', suffix: '.js', files: ['shared'], deps: [[]], modules: { c: [0] } },
    )
    preloadRouteModule('a')
    preloadRouteModule('b')
    preloadRouteModule('c')
    expect(preloads()).toEqual([
      '/assets/dialog.js',
      '/assets/shared.js',
      '/assets/pane.js',
      '/assets/page.js',
    ])
  })

  it('does nothing for a module the table does not know (development and tests)', () => {
    const before = preloads().length
    preloadRouteModule('pages/b/Unknown')
    expect(preloads()).toHaveLength(before)
  })
})
