/**
 * ICMP types and codes as a firewall rule filters on them: a type is one number from 0 to 255, a code one
 * number or an inclusive range (`3` or `0-15`). Parsers return the value or the message to show.
 */
import type { Parsed } from './validate'

const MAX_ICMP_PARAM = 255

/** The ICMP types people filter on by name; any other number from 0 to 255 is still a valid type. */
export const ICMP_TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'Echo reply'],
  [3, 'Destination unreachable'],
  [5, 'Redirect'],
  [8, 'Echo request'],
  [9, 'Router advertisement'],
  [10, 'Router solicitation'],
  [11, 'Time exceeded'],
  [12, 'Parameter problem'],
  [13, 'Timestamp request'],
  [14, 'Timestamp reply'],
])

export const ICMP_MESSAGES = {
  type: 'ICMP type must be a number from 0 to 255, or the name of a common type',
  codeShape: 'Must be a code like 3 or a range like 0-15',
  codeMax: 'ICMP codes go up to 255',
  codeOrder: 'The end of the range must not be below the start',
} as const

/** `8 Echo request` for a named type, `42` for any other: how the form shows and reads a type. */
export function formatIcmpType(type: number): string {
  const name = ICMP_TYPE_NAMES.get(type)
  return name ? `${type} ${name}` : String(type)
}

/** `Echo request (8)` for a named type, `type 42` for any other: how a rule's filter reads in a table. */
export function describeIcmpType(type: number): string {
  const name = ICMP_TYPE_NAMES.get(type)
  return name ? `${name} (${type})` : `type ${type}`
}

const byName = new Map([...ICMP_TYPE_NAMES].map(([type, name]) => [name.toLowerCase(), type]))

/**
 * A type typed as a number (`8`), as the form shows a named one (`8 Echo request`), or by its name alone
 * (`echo request`, any case). Surrounding spaces are ignored; nothing else is guessed.
 */
export function parseIcmpType(text: string): Parsed<number> {
  const s = text.trim().replace(/\s+/g, ' ')
  const named = byName.get(s.toLowerCase())
  if (named !== undefined) return { ok: true, value: named }
  const match = /^(\d{1,3})(?: (.+))?$/.exec(s)
  if (!match) return { ok: false, error: ICMP_MESSAGES.type }
  const type = Number(match[1])
  if (type > MAX_ICMP_PARAM) return { ok: false, error: ICMP_MESSAGES.type }
  // a number followed by words must be the number's own name, e.g. `8 Echo request`
  if (match[2] !== undefined && ICMP_TYPE_NAMES.get(type)?.toLowerCase() !== match[2].toLowerCase())
    return { ok: false, error: ICMP_MESSAGES.type }
  return { ok: true, value: type }
}

/**
 * A code (`3`) or an inclusive range of codes (`0-15`), each 0 to 255 with at most three digits, the end not
 * below the start: the API's `IcmpParamRange`. A single code comes back as a range with equal ends.
 */
export function parseIcmpCode(text: string): Parsed<[number, number]> {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(text)
  if (!match) return { ok: false, error: ICMP_MESSAGES.codeShape }
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_ICMP_PARAM || end > MAX_ICMP_PARAM) return { ok: false, error: ICMP_MESSAGES.codeMax }
  if (end < start) return { ok: false, error: ICMP_MESSAGES.codeOrder }
  return { ok: true, value: [start, end] }
}

export function validateIcmpType(text: string): string | undefined {
  const result = parseIcmpType(text)
  return result.ok ? undefined : result.error
}

export function validateIcmpCode(text: string): string | undefined {
  const result = parseIcmpCode(text)
  return result.ok ? undefined : result.error
}
