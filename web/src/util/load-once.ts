/**
 * A download (a module's code) made at most once: every call shares the first call's promise, except that a
 * failure is not kept, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
