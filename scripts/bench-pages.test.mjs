// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { wavesBefore } from './bench-pages.mjs'

const at = (path, start, end) => ({ url: `http://127.0.0.1:1${path}`, start, end })

describe('counting request waves', () => {
  it('counts the code round trips an API call waited for', () => {
    const resources = [
      at('/assets/main.js', 10, 110),
      at('/assets/chunk-a.js', 11, 112),
      at('/assets/styles.css', 12, 111),
      // imported by main: the next wave
      at('/assets/chunk-page.js', 150, 250),
      at('/assets/chunk-b.js', 151, 251),
      at('/v1/projects', 152, 260),
    ]
    // the API call starts with the page's code, so it waited for one wave only
    expect(wavesBefore(resources, 400).waves).toBe(1)
    // the same call started after the page's code arrived waited for both
    expect(wavesBefore([...resources.slice(0, 5), at('/v1/projects', 260, 300)], 400).waves).toBe(2)
  })

  it('counts the code waves until the page was ready when it calls no API', () => {
    const resources = [at('/assets/main.js', 10, 110), at('/assets/chunk-login.js', 150, 250)]
    expect(wavesBefore(resources, 300)).toEqual({ waves: 2, files: 2 })
  })
})
