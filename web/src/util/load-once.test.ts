// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('downloads once, whoever asks', async () => {
    const load = vi.fn(async () => 'code')
    const get = loadOnce(load)
    expect(await Promise.all([get(), get()])).toEqual(['code', 'code'])
    expect(await get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failure: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce('code')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
