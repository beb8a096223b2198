/**
 * A bulk action under way: each row's request sent, a few at a time, each row's progress and result kept. A row
 * that fails does not stop the others; `retryFailed` sends again only the rows that failed.
 */

/** Rows sent at once; the others wait their turn. */
export const PARALLEL_SENDS = 4

export type RowStatus = 'waiting' | 'sending' | 'done' | 'failed'

export type RunRow = { key: string; name: string; status: RowStatus; error?: string }

export type RunTask = { key: string; name: string; send: () => Promise<unknown> }

export type BulkRun = {
  /** The rows as they stand now (a new array after every change). */
  rows: () => readonly RunRow[]
  /** Sends every row; resolves once each has its result. */
  start: () => Promise<void>
  /** Sends again the rows that failed, and only those; resolves once each has its result. */
  retryFailed: () => Promise<void>
  subscribe: (listener: () => void) => () => void
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Unknown server error')

export function bulkRun(tasks: readonly RunTask[], limit = PARALLEL_SENDS): BulkRun {
  let rows: readonly RunRow[] = tasks.map(({ key, name }) => ({ key, name, status: 'waiting' }))
  const listeners = new Set<() => void>()
  const update = (key: string, next: Omit<RunRow, 'key' | 'name'>) => {
    rows = rows.map((r) => (r.key === key ? { key: r.key, name: r.name, ...next } : r))
    for (const listener of listeners) listener()
  }

  const send = async (keys: readonly string[]) => {
    for (const key of keys) update(key, { status: 'waiting' })
    const queue = tasks.filter((t) => keys.includes(t.key))
    const worker = async () => {
      for (let task = queue.shift(); task; task = queue.shift()) {
        update(task.key, { status: 'sending' })
        try {
          await task.send()
          update(task.key, { status: 'done' })
        } catch (e) {
          update(task.key, { status: 'failed', error: messageOf(e) })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
  }

  return {
    rows: () => rows,
    start: () => send(tasks.map((t) => t.key)),
    retryFailed: () => send(rows.filter((r) => r.status === 'failed').map((r) => r.key)),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** How many rows are in each state. */
export function runCounts(rows: readonly RunRow[]): Record<RowStatus, number> {
  const counts = { waiting: 0, sending: 0, done: 0, failed: 0 }
  for (const r of rows) counts[r.status]++
  return counts
}

/** Whether every row has its result. */
export const runFinished = (rows: readonly RunRow[]) =>
  rows.every((r) => r.status === 'done' || r.status === 'failed')
