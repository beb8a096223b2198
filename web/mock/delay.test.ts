// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, importFresh } from '~mock/toolkit/test-kit'
import { DEFAULT_DELAY_MS, getMockDelayRange, parseDelay, resetMockDelay, setMockDelay } from './delay'
import { setupMockServer } from './node'

setupMockServer()

async function timed(fn: () => Promise<unknown>) {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

afterEach(() => {
  resetMockDelay()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('mock delay', () => {
  test('is off in tests because vitest sets MOCK_DELAY=0', async () => {
    expect(process.env.MOCK_DELAY).toBe('0')
    expect(getMockDelayRange()).toEqual([0, 0])
  })

  test('is 200 to 400 ms otherwise, as in the browser and the standalone server', () => {
    vi.stubEnv('MOCK_DELAY', undefined)
    expect(getMockDelayRange()).toEqual([200, 400])
    expect(DEFAULT_DELAY_MS).toEqual([200, 400])
  })

  test('setMockDelay slows every request down, and resetMockDelay restores the default', async () => {
    setMockDelay(120, 160)
    const elapsed = await timed(() => api.methods.projectList({}))
    expect(elapsed).toBeGreaterThanOrEqual(115)
    expect(elapsed).toBeLessThan(1000)

    setMockDelay(0)
    expect(await timed(() => api.methods.projectList({}))).toBeLessThan(100)

    setMockDelay(120)
    resetMockDelay()
    expect(getMockDelayRange()).toEqual([0, 0])
  })

  test('reads a delay of ms or a range of them, and nothing else', () => {
    expect(parseDelay('0')).toEqual([0, 0])
    expect(parseDelay(' 150 ')).toEqual([150, 150])
    expect(parseDelay('100-300')).toEqual([100, 300])
    for (const bad of ['', 'fast', '-5', '300-100', '1.5']) expect(parseDelay(bad), bad).toBeNull()
  })

  test('in the browser, localStorage chooses the delay, read on every request', () => {
    const store = new Map([['mock-delay', '0']])
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null })
    vi.stubEnv('MOCK_DELAY', undefined)
    expect(getMockDelayRange()).toEqual([0, 0])
    store.set('mock-delay', '20-40')
    expect(getMockDelayRange()).toEqual([20, 40])
    // a value that means nothing leaves the default
    store.set('mock-delay', 'soon')
    expect(getMockDelayRange()).toEqual([200, 400])
  })

  test('?mock-delay= in the page URL at load wins over localStorage', async () => {
    vi.stubGlobal('location', new URL('http://localhost/projects?mock-delay=5'))
    vi.stubGlobal('localStorage', { getItem: () => '300' })
    const fresh = await importFresh(() => import('./delay'))
    expect(fresh.getMockDelayRange()).toEqual([5, 5])
  })
})
