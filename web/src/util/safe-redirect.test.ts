// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/projects/web/instances?page=2#top')).toBe('/projects/web/instances?page=2#top')
  })

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['projects'],
    ['/\tprojects'],
    [''],
    [null],
    [undefined],
  ])('refuses %j and falls back', (target) => {
    expect(safeRedirect(target)).toBe('/projects')
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('https://x.example', '/settings/profile')).toBe('/settings/profile')
  })
})
