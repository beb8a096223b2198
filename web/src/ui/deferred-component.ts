import { type ComponentType, useEffect, useState } from 'react'
import { loadOnce } from '~/util/load-once'

/**
 * A component whose code loads after the page that shows it: the page draws a native stand-in at once, and the
 * component takes its place when its code arrives (fetched as the first stand-in mounts; at once on every later
 * page, since the code is then at hand). `useLoaded()` gives the component once it is there, and `retry`, which
 * asks again after a failed download (say, when the user turns to the stand-in).
 */
export function deferredComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default
      return module.default
    }),
  )
  function useLoaded(): { component: ComponentType<P> | undefined; retry: () => void } {
    const [component, setComponent] = useState(() => loaded)
    const [attempt, setAttempt] = useState(0)
    // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (a new attempt) asks for the code again
    useEffect(() => {
      if (component) return
      let mounted = true
      preload().then(
        (found) => {
          if (mounted) setComponent(() => found)
        },
        () => {
          // the stand-in stays until a retry brings the code
        },
      )
      return () => {
        mounted = false
      }
    }, [component, attempt])
    return { component, retry: () => setAttempt((n) => n + 1) }
  }
  return { preload, useLoaded }
}
