import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_VISITS, projectOfPage, readVisits, rememberVisit } from './visits'

afterEach(() => {
  // what a failed test left stubbed is put back before the next file reads the storage
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the log of visited pages', () => {
  it("keeps a project's pages, the last visited first and once", () => {
    rememberVisit('/projects/web-frontend/instances/web-1/storage')
    rememberVisit('/projects')
    rememberVisit('/settings/profile')
    rememberVisit('/projects/billing/edit')
    rememberVisit('/projects/web-frontend/instances/web-2/networking')
    rememberVisit('/projects/web-frontend/instances/web-1/storage')
    expect(readVisits()).toEqual([
      '/projects/web-frontend/instances/web-1/storage',
      '/projects/web-frontend/instances/web-2/networking',
    ])
    for (let i = 0; i < 50; i++) rememberVisit(`/projects/p-${i}/instances`)
    expect(readVisits()).toHaveLength(MAX_VISITS)
  })

  it('tells the project of a page', () => {
    expect(projectOfPage('/projects/web-frontend/instances/web-1/storage')).toBe('web-frontend')
    expect(projectOfPage('/projects/billing/floating-ips')).toBe('billing')
    expect(projectOfPage('/projects/billing/edit')).toBeUndefined()
    expect(projectOfPage('/projects')).toBeUndefined()
  })

  it('never fails when storage is unavailable, full, or holds something else', () => {
    localStorage.setItem('visited-pages', '{not json')
    expect(readVisits()).toEqual([])
    localStorage.setItem('visited-pages', JSON.stringify({ not: 'a list' }))
    expect(readVisits()).toEqual([])
    rememberVisit('/projects/billing/instances')
    expect(readVisits()).toEqual(['/projects/billing/instances'])
    localStorage.setItem('visited-pages', JSON.stringify([7, '/projects/billing/disks', null]))
    expect(readVisits()).toEqual(['/projects/billing/disks'])

    // a browser that blocks storage throws as soon as it is reached
    vi.stubGlobal(
      'localStorage',
      new Proxy(
        {},
        {
          get: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        },
      ),
    )
    expect(readVisits()).toEqual([])
    expect(() => rememberVisit('/projects/billing/instances')).not.toThrow()
    vi.unstubAllGlobals()

    // and a full one refuses to store more
    const storage = localStorage
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.getItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    })
    expect(() => rememberVisit('/projects/web-frontend/instances')).not.toThrow()
    expect(readVisits()).toEqual(['/projects/billing/disks'])
  })
})
