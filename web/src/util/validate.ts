/**
 * Field validators. Each `validate*` returns an error message or `undefined`, the shape Formik's
 * field-level `validate` expects; each `parse*` returns the parsed value or the message.
 */
import { NAME_MAX_LENGTH } from './constants'

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value })
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error })

// ---------------------------------------------------------------------------------------------------
// Lists

const UNIQUE_ITEMS_MESSAGE = 'Items must be unique'

/** Items are compared by `key` (the item itself by default), so objects can be compared by a field. */
export function validateUnique<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  return new Set(items.map(key)).size === items.length ? undefined : UNIQUE_ITEMS_MESSAGE
}

// ---------------------------------------------------------------------------------------------------
// IP addresses

export type IpVersion = 'v4' | 'v6'

const IP_ADDRESS_MESSAGE = 'Not a valid IP address'

/** Dotted quad, each octet 0-255 without leading zeros (which some parsers read as octal). */
function isIpv4(s: string): boolean {
  const octets = s.split('.')
  return octets.length === 4 && octets.every((o) => /^(0|[1-9]\d{0,2})$/.test(o) && Number(o) <= 255)
}

const isHexGroup = (g: string) => /^[0-9a-fA-F]{1,4}$/.test(g)

/** Counts the 16-bit groups in a run like `a:b:1.2.3.4`, or returns null if any part is invalid. */
function countGroups(run: string, ipv4Allowed: boolean): number | null {
  if (run === '') return 0
  const parts = run.split(':')
  const last = parts[parts.length - 1]
  let count = 0
  if (ipv4Allowed && last.includes('.')) {
    if (!isIpv4(last)) return null
    parts.pop()
    count = 2
  }
  if (!parts.every(isHexGroup)) return null
  return count + parts.length
}

/** Full and `::`-compressed forms, with an optional dotted IPv4 tail. Zone ids are not addresses. */
function isIpv6(s: string): boolean {
  const halves = s.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return countGroups(s, true) === 8
  const head = countGroups(halves[0], false)
  const tail = countGroups(halves[1], true)
  // `::` stands for at least one zero group
  return head !== null && tail !== null && head + tail <= 7
}

export function ipVersion(s: string): IpVersion | null {
  if (isIpv4(s)) return 'v4'
  if (isIpv6(s)) return 'v6'
  return null
}

export const validateIp = (s: string): string | undefined => (ipVersion(s) ? undefined : IP_ADDRESS_MESSAGE)

// ---------------------------------------------------------------------------------------------------
// CIDR-style blocks (address/width)

const IP_NET_MESSAGES = {
  shape: 'Must contain an IP address and a width, separated by a /',
  width: 'Width must be an integer',
  v4Max: 'Max width for IPv4 is 32',
  v6Max: 'Max width for IPv6 is 128',
} as const

export type IpNet = { address: string; width: number; version: IpVersion }

/**
 * What may come before a dotted IPv4 tail in the address of an IPv6 block, as the API takes it: `::`, `::ffff:`
 * or `::ffff:0:` (`::ffff:10.0.0.0/104`), or one to four groups and `::` (`64:ff9b::10.0.0.0/120`). Other
 * dotted forms are addresses on their own (`a:b:c:d:e:f:1.2.3.4`), but the API refuses them in a block.
 */
const V6_BLOCK_DOTTED_HEAD = /^(::(ffff(:0{1,4})?:)?|([0-9a-fA-F]{1,4}:){1,4}:)$/

function isBlockAddress(address: string, version: IpVersion): boolean {
  if (version === 'v4' || !address.includes('.')) return true
  return V6_BLOCK_DOTTED_HEAD.test(address.slice(0, address.lastIndexOf(':') + 1))
}

export function parseIpNet(s: string): Parsed<IpNet> {
  const parts = s.split('/')
  if (parts.length !== 2 || parts[1] === '') return fail(IP_NET_MESSAGES.shape)
  const [address, widthText] = parts
  const version = ipVersion(address)
  if (!version || !isBlockAddress(address, version)) return fail(IP_NET_MESSAGES.shape)
  // no leading zeros: the API reads the width as a plain integer and refuses `/08`
  if (!/^(0|[1-9]\d*)$/.test(widthText)) return fail(IP_NET_MESSAGES.width)
  const width = Number(widthText)
  if (version === 'v4' && width > 32) return fail(IP_NET_MESSAGES.v4Max)
  if (version === 'v6' && width > 128) return fail(IP_NET_MESSAGES.v6Max)
  return ok({ address, width, version })
}

export function validateIpNet(s: string): string | undefined {
  const result = parseIpNet(s)
  return result.ok ? undefined : result.error
}

// ---------------------------------------------------------------------------------------------------
// Ports

const PORT_RANGE_MESSAGES = {
  shape: 'Must be a port like 22 or a range like 8000-8080',
  order: 'The end of the range must not be below the start',
  max: 'Ports go up to 65535',
} as const

const MAX_PORT = 65535

/** `22` or `8000-8080`, inclusive at both ends; a single port comes back as `[22, 22]`. */
export function parsePortRange(s: string): Parsed<[number, number]> {
  // no surrounding spaces: the value goes to the API as given, and it refuses them (forms trim before checking)
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(s)
  if (!match) return fail(PORT_RANGE_MESSAGES.shape)
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  // five digits allow 99999, but ports are 16-bit and the API would reject it
  if (start > MAX_PORT || end > MAX_PORT) return fail(PORT_RANGE_MESSAGES.max)
  if (end < start) return fail(PORT_RANGE_MESSAGES.order)
  return ok([start, end])
}

export function validatePortRange(s: string): string | undefined {
  const result = parsePortRange(s)
  return result.ok ? undefined : result.error
}

// ---------------------------------------------------------------------------------------------------
// Resource names (the API's `Name`)

const NAME_MESSAGES = {
  tooLong: `Must be ${NAME_MAX_LENGTH} characters or fewer`,
  start: 'Must start with a lowercase letter',
  chars: 'Can only contain lowercase letters, numbers, and dashes',
  end: 'Must end with a letter or number',
  uuid: 'Cannot be a UUID',
} as const

export const requiredMessage = (label: string) => `${label} is required`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type NameOptions = { label?: string; required?: boolean }

/**
 * Stricter than the API pattern, which also allows uppercase after the first letter: the console
 * only creates lowercase names so that names differing only in case never appear side by side.
 */
export function validateName(
  value: string | null | undefined,
  { label = 'Name', required = true }: NameOptions = {},
): string | undefined {
  if (!value) return required ? requiredMessage(label) : undefined
  if (value.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong
  if (!/^[a-z]/.test(value)) return NAME_MESSAGES.start
  if (!/^[a-z0-9-]+$/.test(value)) return NAME_MESSAGES.chars
  if (value.endsWith('-')) return NAME_MESSAGES.end
  if (UUID.test(value)) return NAME_MESSAGES.uuid
  return undefined
}

/** What a name field keeps from typing: lowercase, with spaces turned into dashes. */
export const normalizeNameInput = (value: string) => value.toLowerCase().replace(/\s/g, '-')
