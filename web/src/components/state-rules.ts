/** How a table of "action -> the states that allow it" becomes checks and reasons a disabled control shows. */

/** "a" or "an", as the next word wants. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** Human-readable list of states for a disabled reason, e.g. "stopped or failed". */
export function statesText(states: readonly string[]): string {
  const words = states.map((s) => s.replaceAll('_', ' '))
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/**
 * `can[action](state)`, and `disabledReason(action, state, verb)`: undefined when allowed, otherwise a reason in
 * the form "Only a stopped or failed instance can be started".
 */
export function stateRules<A extends string, S extends string>(noun: string, table: Record<A, readonly S[]>) {
  const can = {} as Record<A, (s: S) => boolean>
  for (const action of Object.keys(table) as A[]) can[action] = (s: S) => table[action].includes(s)
  const disabledReason = (action: A, state: S, verb: string): string | undefined => {
    if (can[action](state)) return undefined
    const states = statesText(table[action])
    return `Only ${article(states)} ${states} ${noun} can ${verb}`
  }
  return { can, disabledReason }
}
