import { describe, expect, it } from 'vitest'
import { bulkRun, runCounts, runFinished } from './bulk-run'

/** A send that waits until the test settles it. */
function deferred() {
  let settle!: { resolve: () => void; reject: (e: Error) => void }
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

const tick = () => new Promise((r) => setTimeout(r))

describe('a bulk run', () => {
  it('sends at most four rows at once, and the next as one finishes', async () => {
    const sends = Array.from({ length: 6 }, deferred)
    let inFlight = 0
    let most = 0
    const run = bulkRun(
      sends.map((d, i) => ({
        key: `k${i}`,
        name: `row-${i}`,
        send: async () => {
          inFlight++
          most = Math.max(most, inFlight)
          await d.promise.finally(() => inFlight--)
        },
      })),
    )
    const done = run.start()
    await tick()
    expect(runCounts(run.rows())).toEqual({ waiting: 2, sending: 4, done: 0, failed: 0 })
    sends[0].resolve()
    await tick()
    expect(runCounts(run.rows())).toEqual({ waiting: 1, sending: 4, done: 1, failed: 0 })
    for (const d of sends) d.resolve()
    await done
    expect(most).toBe(4)
    expect(runFinished(run.rows())).toBe(true)
  })

  it('keeps going when a row fails, keeping the error message', async () => {
    const run = bulkRun([
      { key: 'a', name: 'a', send: () => Promise.reject(new Error('Service Unavailable')) },
      { key: 'b', name: 'b', send: () => Promise.resolve() },
      { key: 'c', name: 'c', send: () => Promise.resolve() },
    ])
    await run.start()
    expect(run.rows()).toEqual([
      { key: 'a', name: 'a', status: 'failed', error: 'Service Unavailable' },
      { key: 'b', name: 'b', status: 'done' },
      { key: 'c', name: 'c', status: 'done' },
    ])
  })

  it('sends again only the rows that failed', async () => {
    const sent: string[] = []
    let fail = true
    const task = (key: string, flaky = false) => ({
      key,
      name: key,
      send: async () => {
        sent.push(key)
        if (flaky && fail) throw new Error('No')
      },
    })
    const run = bulkRun([task('a'), task('b', true), task('c')])
    await run.start()
    expect(runCounts(run.rows()).failed).toBe(1)
    fail = false
    sent.length = 0
    const retry = run.retryFailed()
    // the failed row waits again at once; the others keep their result
    expect(run.rows().map((r) => r.status)).toEqual(['done', 'sending', 'done'])
    await retry
    expect(sent).toEqual(['b'])
    expect(run.rows().map((r) => r.status)).toEqual(['done', 'done', 'done'])
  })

  it('tells its listeners of every change', async () => {
    const run = bulkRun([{ key: 'a', name: 'a', send: () => Promise.resolve() }])
    const seen: string[] = []
    run.subscribe(() => seen.push(run.rows()[0].status))
    await run.start()
    expect(seen).toEqual(['waiting', 'sending', 'done'])
  })
})
