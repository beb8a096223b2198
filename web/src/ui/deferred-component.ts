import { type ComponentType, useEffect, useRef, useState } from 'react'
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

/**
 * What a field's stand-in holds for the field that takes its place (`loaded` says whether it has): whether its
 * input has the focus, the text typed into it (until it is left), and the input itself, whose selection the
 * loaded field keeps. A field first drawn as a stand-in has used its autoFocus: `autoFocus` gives the loaded
 * field's, which then takes the focus only if the stand-in had it.
 */
export function useStandIn(loaded: boolean, autoFocus: boolean | undefined) {
  const [focused, setFocused] = useState(false)
  const [startedAsStandIn] = useState(!loaded)
  const [typed, setTyped] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  return { focused, setFocused, typed, setTyped, input, autoFocus: startedAsStandIn ? false : autoFocus }
}
