import type { AggregateBgpMessageHistory } from '~/api/__generated__/Api'
import { formatAddress, parseAddress } from '~/util/ip'

/*
 * The API passes a BGP speaker's message history through as the speaker keeps it, with no schema: per peer, the
 * messages received and sent, each with its time and the message as its type (Open, Update, KeepAlive,
 * Notification, RouteRefresh) around its fields. This reads what it can into one line per message and shows the
 * rest as it came, so a shape it does not know is never lost.
 */

export type MessageRow = {
  time: Date | null
  direction: 'Received' | 'Sent'
  /** Open, Update, Keepalive, Notification, Route refresh, or the type as it came. */
  kind: string
  detail: string
}

export type PeerHistory = { switch: string; peer: string; rows: MessageRow[] }

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `HoldTimerExpired`, `hold_timer_expired` → `hold timer expired` */
const words = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
const sentence = (name: string) => words(name).replace(/^./, (c) => c.toUpperCase())

const compact = (value: unknown) => {
  const text = JSON.stringify(value) ?? ''
  return text.length > 160 ? `${text.slice(0, 159)}…` : text
}

/** A BGP identifier or a next hop: a dotted address when it is the 32-bit number. */
function ipv4Of(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffff_ffff) {
    return formatAddress({ version: 'v4', value: BigInt(value) })
  }
  return typeof value === 'string' ? value : compact(value)
}

/** A prefix as text, or as the speaker writes it: its address bytes and its length. */
function prefixOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (!isObject(value) || !Array.isArray(value.value) || typeof value.length !== 'number')
    return compact(value)
  const bytes = value.value as number[]
  if (bytes.length > 16 || !bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    return compact(value)
  const version = bytes.length > 4 ? 'v6' : 'v4'
  const full = [...bytes, ...Array<number>((version === 'v4' ? 4 : 16) - bytes.length).fill(0)]
  const number = full.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n)
  return `${formatAddress({ version, value: number })}/${value.length}`
}

const list = (values: unknown) => (Array.isArray(values) ? values.map(prefixOf) : [])

/** The AS path and next hop among an update's path attributes, where it has them. */
function attributesOf(attributes: unknown): string[] {
  if (!Array.isArray(attributes)) return []
  const found: string[] = []
  for (const attribute of attributes) {
    const value = isObject(attribute) ? attribute.value : undefined
    if (!isObject(value)) continue
    if (Array.isArray(value.AsPath)) {
      const asns = value.AsPath.flatMap((segment) =>
        isObject(segment) && Array.isArray(segment.value) ? segment.value : [],
      )
      found.push(`AS path ${asns.join(' ') || 'empty'}`)
    }
    if ('NextHop' in value) found.push(`next hop ${ipv4Of(value.NextHop)}`)
  }
  return found
}

const ERROR_CODES: Record<number, string> = {
  1: 'Message header error',
  2: 'OPEN message error',
  3: 'UPDATE message error',
  4: 'Hold timer expired',
  5: 'Finite state machine error',
  6: 'Cease',
}

/** An error code or subcode as a number (RFC 4271), a name, or a name around a subcode. */
function errorText(value: unknown, codes: Record<number, string> = {}): string {
  if (typeof value === 'number') return codes[value] ?? `code ${value}`
  if (typeof value === 'string') return sentence(value)
  if (isObject(value)) {
    const [inner] = Object.values(value)
    return inner === undefined || inner === null ? '' : errorText(inner)
  }
  return ''
}

type Detail = { kind: string; detail: string }

function describe(type: string, body: unknown): Detail {
  const fields = isObject(body) ? body : {}
  switch (type.toLowerCase()) {
    case 'open':
      return {
        kind: 'Open',
        detail: `AS ${fields.asn ?? '?'}, hold time ${fields.holdTime ?? '?'} s, BGP identifier ${ipv4Of(fields.id)}`,
      }
    case 'update': {
      const announced = list(fields.nlri)
      const withdrawn = list(fields.withdrawn)
      const parts = [
        ...(announced.length ? [`Announces ${announced.join(', ')}`] : []),
        ...(withdrawn.length ? [`Withdraws ${withdrawn.join(', ')}`] : []),
      ]
      const attributes = attributesOf(fields.pathAttributes)
      const said = parts.join('; ') || 'Announces nothing'
      return { kind: 'Update', detail: attributes.length ? `${said} (${attributes.join(', ')})` : said }
    }
    case 'keepalive':
      return { kind: 'Keepalive', detail: '' }
    case 'notification': {
      const code = errorText(fields.errorCode, ERROR_CODES)
      const sub = errorText(fields.errorSubcode).toLowerCase()
      return { kind: 'Notification', detail: sub ? `${code}: ${sub}` : code }
    }
    case 'routerefresh':
      return { kind: 'Route refresh', detail: '' }
    default:
      return { kind: sentence(type), detail: body === null || body === undefined ? '' : compact(body) }
  }
}

/** One message as a line: its type and what it says. */
export function describeMessage(message: unknown): Detail {
  if (typeof message === 'string') return describe(message, null)
  if (isObject(message)) {
    const keys = Object.keys(message)
    if (keys.length === 1) return describe(keys[0], message[keys[0]])
  }
  return { kind: 'Unknown', detail: compact(message) }
}

function timeOf(value: unknown): Date | null {
  if (value instanceof Date) return value
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function rowsOf(entries: unknown, direction: MessageRow['direction']): MessageRow[] {
  if (!Array.isArray(entries)) return []
  return entries.map((entry) => {
    const { timestamp, message } = isObject(entry) ? entry : { timestamp: null, message: entry }
    return { time: timeOf(timestamp), direction, ...describeMessage(message) }
  })
}

/** Every peer's messages, received and sent together, newest first; peers by switch, then address. */
export function peerHistories(history: AggregateBgpMessageHistory): PeerHistory[] {
  const peers = history.switchHistories.flatMap((s) =>
    Object.entries(s.history).map(([peer, h]) => {
      const rows = [...rowsOf(h.received, 'Received'), ...rowsOf(h.sent, 'Sent')]
      rows.sort((a, b) => (b.time?.getTime() ?? 0) - (a.time?.getTime() ?? 0))
      return { switch: s.switch, peer, rows }
    }),
  )
  const order = (peer: string) => parseAddress(peer)?.value ?? 0n
  return peers.sort(
    (a, b) =>
      a.switch.localeCompare(b.switch) ||
      (order(a.peer) < order(b.peer) ? -1 : order(a.peer) > order(b.peer) ? 1 : 0),
  )
}
