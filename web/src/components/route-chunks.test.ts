import { describe, expect, it } from 'vitest'
import { preloadRouteModule, setRouteChunks } from './route-chunks'

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('preloading a route module', () => {
  it('asks for all of its chunks at once, and for each chunk only once', () => {
    setRouteChunks({
      files: ['assets/page.js', 'assets/shared.js', 'assets/deep.js', 'assets/form.js'],
      deps: [[1], [2], [], [1]],
      modules: { 'pages/a/Page': 0, 'pages/a/Form': 3 },
    })
    preloadRouteModule('pages/a/Page')
    expect(preloads()).toEqual(['/assets/page.js', '/assets/shared.js', '/assets/deep.js'])
    preloadRouteModule('pages/a/Form')
    preloadRouteModule('pages/a/Page')
    expect(preloads()).toEqual(['/assets/page.js', '/assets/shared.js', '/assets/deep.js', '/assets/form.js'])
  })

  it('does nothing for a module the table does not know (development and tests)', () => {
    const before = preloads().length
    preloadRouteModule('pages/b/Unknown')
    expect(preloads()).toHaveLength(before)
  })
})
