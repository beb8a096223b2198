// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, importFresh, ok } from '~mock/toolkit/test-kit'
import { setupMockServer } from './node'
import { chosenSpeed, MAX_SPEED, parseSpeed } from './speed'
import { resetTimers, setTimeScale } from './toolkit/timers'

setupMockServer()

afterEach(() => resetTimers())

describe('the mock speed', () => {
  test('reads a positive number up to the maximum, and nothing else', () => {
    expect(parseSpeed('10')).toBe(10)
    expect(parseSpeed(' 2.5 ')).toBe(2.5)
    expect(parseSpeed(String(MAX_SPEED))).toBe(MAX_SPEED)
    for (const bad of ['0', '-2', '101', 'fast', '', '1e3', '10x']) expect(parseSpeed(bad)).toBeNull()
  })

  test('comes from storage, else is normal speed, out of range or with storage disabled too', () => {
    let stored: string | null = '4'
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'mock-speed' ? stored : null) })
    expect(chosenSpeed()).toBe(4)
    stored = null
    expect(chosenSpeed()).toBe(1)
    // a value out of range is normal speed, not an error
    stored = '0'
    expect(chosenSpeed()).toBe(1)
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage is disabled')
      },
    })
    expect(chosenSpeed()).toBe(1)
  })

  test('?mock-speed= in the page URL at load wins over storage', async () => {
    vi.stubGlobal('location', new URL('http://localhost/projects?mock-speed=10'))
    vi.stubGlobal('localStorage', { getItem: () => '4' })
    const fresh = await importFresh(() => import('./speed'))
    expect(fresh.chosenSpeed()).toBe(10)
  })

  test('makes an instance start as many times faster', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      setTimeScale(1 / 50)
      const instance = { path: { instance: 'web-3' }, query: { project: 'web-frontend' } }
      const runState = async () => ok(await api.methods.instanceView(instance)).runState
      ok(await api.methods.instanceStart(instance))
      expect(await runState()).toBe('starting')
      // 2.5 s at normal speed, 50 ms here
      await vi.advanceTimersByTimeAsync(40)
      expect(await runState()).toBe('starting')
      await vi.advanceTimersByTimeAsync(20)
      expect(await runState()).toBe('running')
    } finally {
      vi.useRealTimers()
    }
  })
})
