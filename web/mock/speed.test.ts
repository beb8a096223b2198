// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, ok } from '~mock/toolkit/test-kit'
import { setupMockServer } from './node'
import { chosenSpeed, MAX_SPEED, parseSpeed } from './speed'
import { resetTimers, setTimeScale } from './toolkit/timers'

setupMockServer()

afterEach(() => resetTimers())

const storageWith = (value: string | null) => ({ getItem: () => value })

describe('the mock speed', () => {
  test('reads a positive number up to the maximum, and nothing else', () => {
    expect(parseSpeed('10')).toBe(10)
    expect(parseSpeed(' 2.5 ')).toBe(2.5)
    expect(parseSpeed(String(MAX_SPEED))).toBe(MAX_SPEED)
    for (const bad of ['0', '-2', '101', 'fast', '', '1e3', '10x']) expect(parseSpeed(bad)).toBeNull()
  })

  test('comes from the page URL first, then from storage, else normal speed', () => {
    const page = 'http://localhost:4000/projects'
    expect(chosenSpeed(`${page}?mock-speed=10`, storageWith('4'))).toBe(10)
    expect(chosenSpeed(page, storageWith('4'))).toBe(4)
    expect(chosenSpeed(page, storageWith(null))).toBe(1)
    expect(chosenSpeed(page, undefined)).toBe(1)
    // a value out of range is normal speed, not an error
    expect(chosenSpeed(`${page}?mock-speed=0`, storageWith(null))).toBe(1)
    const locked = {
      getItem: () => {
        throw new Error('storage is disabled')
      },
    }
    expect(chosenSpeed(page, locked)).toBe(1)
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
