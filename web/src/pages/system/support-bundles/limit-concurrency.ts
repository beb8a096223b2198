/**
 * Runs the tasks handed to it at most `limit` at a time, the rest waiting their turn in the order they came;
 * each call resolves or rejects as its own task does.
 */
export function limitConcurrency(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running--
    waiting.shift()?.()
  }
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running++
        task().then(resolve, reject).finally(next)
      }
      if (running < limit) start()
      else waiting.push(start)
    })
  }
}
