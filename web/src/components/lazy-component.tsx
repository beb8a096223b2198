import { type ComponentType, createElement, useEffect, useState } from 'react'

/** A component from `lazyComponent`, with a way to ask for its code ahead of its first showing. */
export type LazyComponent<C> = C & {
  /** Asks for the code now (as a menu with the item that shows it opens); a failure is reported when it shows. */
  preload: () => void
}

/**
 * A component whose code loads when it is first shown: a dialog or form that a page opens on demand, so the
 * page does not download it (and the form kit behind it) on every visit.
 * `const AttachDialog = lazyComponent(() => import('./AttachDialog'), 'AttachDialog')`, then use it as before.
 * Nothing shows while it loads, and it shows in the frame its code arrives, or at once when the code is at hand
 * (asked for with `preload`, or shown before). (React.lazy would hold back a suspended boundary's reveal by a few
 * hundred milliseconds, which a dialog the user just asked for should not wait for.) A failure to load is thrown
 * to the nearest error boundary, as a failed render is.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyComponent<M[K]> {
  type Props = M[K] extends ComponentType<infer P> ? P & object : never
  let loaded: ComponentType<Props> | undefined
  const loadAndKeep = async () => {
    loaded ??= (await load())[name] as ComponentType<Props>
    return loaded
  }
  function LazyComponent(props: Props) {
    const [component, setComponent] = useState(() => loaded)
    const [failure, setFailure] = useState<{ error: unknown }>()
    useEffect(() => {
      if (component) return
      let current = true
      loadAndKeep().then(
        (arrived) => current && setComponent(() => arrived),
        (error: unknown) => current && setFailure({ error }),
      )
      return () => {
        current = false
      }
    }, [component])
    if (failure) throw failure.error
    return component ? createElement(component, props) : null
  }
  LazyComponent.preload = () => {
    loadAndKeep().catch(() => {
      // showing it asks again, and reports a failure then
    })
  }
  // the same props as the component it loads, generic ones included
  return LazyComponent as unknown as LazyComponent<M[K]>
}
