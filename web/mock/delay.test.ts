// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '~mock/toolkit/test-kit'
import { DEFAULT_DELAY_MS, getMockDelayRange, resetMockDelay, setMockDelay } from './delay'
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
})
