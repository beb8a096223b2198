// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './limit-concurrency'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('limitConcurrency', () => {
  it('runs at most the limit at once, the rest in the order they came, each settling as its own task', async () => {
    const run = limitConcurrency(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const results = gates.map((gate, i) =>
      run(async () => {
        started.push(i)
        await gate.promise
        if (i === 1) throw new Error('refused')
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    gates[1].resolve()
    await expect(results[1]).rejects.toThrow('refused')
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    gates[0].resolve()
    gates[2].resolve()
    gates[3].resolve()
    expect(await Promise.all([results[0], results[2], results[3]])).toEqual([0, 2, 3])
    expect(started).toEqual([0, 1, 2, 3])
  })
})
