import { requiredMessage } from '~/util/required-message'

export const SUBSCRIPTION_LABEL = 'Alert class or pattern'

/**
 * The API's own rule for a subscription: dot-separated segments, each a name of letters, digits and underscores,
 * or `*` (any one segment) or `**` (any number of segments).
 */
export const SUBSCRIPTION_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

const SEGMENT = /^([a-zA-Z0-9_]+|\*|\*\*)$/

/** Why `text` is not a subscription the API takes, in words that say which part to fix; null when it is one. */
export function subscriptionProblem(text: string, taken: readonly string[] = []): string | null {
  if (!text) return requiredMessage(SUBSCRIPTION_LABEL)
  if (/\s/.test(text)) return 'A subscription has no spaces'
  if (SUBSCRIPTION_PATTERN.test(text)) {
    return taken.includes(text) ? `The receiver is already subscribed to ${text}` : null
  }
  const segments = text.split('.')
  if (segments.some((s) => s === '')) return 'Each part between the dots needs a name, * or **'
  const wrong = segments.find((s) => !SEGMENT.test(s))
  if (wrong?.includes('*'))
    return `* and ** stand for whole parts, as in instance.*; "${wrong}" mixes them with letters`
  return `"${wrong}" may hold only letters, digits and underscores`
}

/** Whether the glob `pattern` matches the alert class `name`: `*` is one dot-separated segment, `**` any number. */
export function globMatches(pattern: string, name: string): boolean {
  const match = (p: string[], n: string[]): boolean => {
    if (p.length === 0) return n.length === 0
    if (p[0] === '**') return match(p.slice(1), n) || (n.length > 0 && match(p, n.slice(1)))
    return n.length > 0 && (p[0] === '*' || p[0] === n[0]) && match(p.slice(1), n.slice(1))
  }
  return match(pattern.split('.'), name.split('.'))
}

export const isPattern = (subscription: string) => subscription.includes('*')

/** The names of the classes a subscription covers. */
export const matchingClasses = (subscription: string, classes: readonly { name: string }[]) =>
  classes.filter((c) => globMatches(subscription, c.name)).map((c) => c.name)
