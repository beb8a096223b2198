import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CodeLoadError, isCodeLoadError, reloadForNewCode } from './new-code'

describe('telling a part of the code that did not arrive', () => {
  it("knows each browser's words for a module that failed to load, and a stylesheet", () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')
    const firefox = new TypeError('error loading dynamically imported module: https://x/assets/a.js')
    const safari = new TypeError('Importing a module script failed.')
    for (const error of [chromium, firefox, safari, new CodeLoadError('Could not load the stylesheet')])
      expect(isCodeLoadError(error)).toBe(true)
  })

  it('leaves every other failure to the error screen', () => {
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isCodeLoadError(new Error('dynamically imported module'))).toBe(false)
    expect(isCodeLoadError(undefined)).toBe(false)
  })
})

describe('reloading for the new version', () => {
  let reload: ReturnType<typeof vi.fn>
  beforeEach(() => {
    sessionStorage.clear()
    reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
  })

  it('reloads once, not again within a minute (a file that stays missing), and again after it', () => {
    const t = 1_700_000_000_000
    expect(reloadForNewCode(t)).toBe(true)
    expect(reloadForNewCode(t + 59_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForNewCode(t + 61_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload offline, where the new version cannot arrive either', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(reloadForNewCode()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload without session storage, where a loop could not be told from a first try', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(reloadForNewCode()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
