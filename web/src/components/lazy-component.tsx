import { type ComponentType, createElement, lazy, Suspense } from 'react'

/**
 * A component whose code loads when it is first shown: a dialog or form that a page opens on demand, so the
 * page does not download it (and the form kit behind it) on every visit.
 * `const AttachDialog = lazyComponent(() => import('./AttachDialog'), 'AttachDialog')`, then use it as before.
 * Nothing shows while it loads: the dialog appears as soon as its code is there.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = M[K] extends ComponentType<infer P> ? P & object : never
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }))
  function LazyComponent(props: Props) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>
  }
  // the same props as the component it loads, generic ones included
  return LazyComponent as M[K]
}
