import { useCallback, useReducer, useRef } from 'react'
import type { Instance, InstanceState } from '~/api/__generated__/Api'

/** How long an instance that still looks as it did is read again after something said a change was coming. */
export const EXPECT_CHANGE_MS = 10_000

/**
 * A change of state the page expects but the API may not show yet: the console's connection dropped (the
 * instance is probably stopping), or the user pressed Start or Reconnect. Until a read shows the instance in
 * another state, or for at most `EXPECT_CHANGE_MS`, `expecting` says to keep reading it; a transitional state is
 * followed anyway (see `useInstance`).
 */
export function useExpectedChange() {
  const expectation = useRef<{ from: InstanceState; until: number } | null>(null)
  // a new `expecting` on each expectation, so the reads that depend on it are scheduled again
  const [version, bump] = useReducer((n: number) => n + 1, 0)

  const expectChange = useCallback((from: InstanceState) => {
    expectation.current = { from, until: Date.now() + EXPECT_CHANGE_MS }
    bump()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` makes a new function per expectation
  const expecting = useCallback(
    (latest: Instance) => {
      const e = expectation.current
      return !!e && latest.runState === e.from && Date.now() < e.until
    },
    [version],
  )

  return { expectChange, expecting }
}
