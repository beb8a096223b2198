import { CONSOLE_LOCALE } from './locale'

// The interface is in English, so numbers and dates are too (CONSOLE_LOCALE); a fixed locale also keeps them the
// same on every machine.

type DateInput = Date | number | string

const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d))

// ---------------------------------------------------------------------------------------------------
// Time

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * Short relative time: `30s ago`, `5m ago`, `2h ago`, `3d ago`, `4mo ago`, `1y ago`, or `in 5m` for
 * the future. Units are floored, so 119 seconds is still `1m ago`.
 */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const diff = toDate(now).getTime() - toDate(date).getTime()
  const abs = Math.abs(diff)
  if (abs < SECOND) return 'just now'

  const amount =
    abs < MINUTE
      ? `${Math.floor(abs / SECOND)}s`
      : abs < HOUR
        ? `${Math.floor(abs / MINUTE)}m`
        : abs < DAY
          ? `${Math.floor(abs / HOUR)}h`
          : abs < MONTH
            ? `${Math.floor(abs / DAY)}d`
            : abs < YEAR
              ? `${Math.floor(abs / MONTH)}mo`
              : `${Math.floor(abs / YEAR)}y`

  return diff > 0 ? `${amount} ago` : `in ${amount}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad2 = (n: number) => String(n).padStart(2, '0')

/** `Oct 8, 2025` in the viewer's time zone. */
export function formatDate(date: DateInput): string {
  const d = toDate(date)
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

/** `14:03`, or `14:03:09` with seconds, 24-hour, in the viewer's time zone. */
export function formatTime(date: DateInput, { seconds = false } = {}): string {
  const d = toDate(date)
  const hm = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
  return seconds ? `${hm}:${pad2(d.getSeconds())}` : hm
}

/** `Oct 8, 2025, 14:03` in the viewer's time zone. */
export function formatDateTime(date: DateInput, opts: { seconds?: boolean } = {}): string {
  return `${formatDate(date)}, ${formatTime(date, opts)}`
}

// at most 2 fraction digits, with grouping: `1,536.5`
const plain = new Intl.NumberFormat(CONSOLE_LOCALE, { maximumFractionDigits: 2 })

// ---------------------------------------------------------------------------------------------------
// Bytes (1024-based)

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

const BYTE_UNITS = [
  ['TiB', TiB],
  ['GiB', GiB],
  ['MiB', MiB],
  ['KiB', KiB],
] as const

/** `512 B`, `1.5 KiB`, `2 GiB`, `1,536 TiB`: the largest unit that keeps the number at 1 or above. */
export function formatBytes(bytes: number): string {
  const abs = Math.abs(bytes)
  for (const [unit, size] of BYTE_UNITS) {
    if (abs >= size) return `${plain.format(bytes / size)} ${unit}`
  }
  return `${plain.format(bytes)} B`
}

/** Whole bytes as GiB, for fields that are entered in GiB. */
export const bytesToGiB = (bytes: number) => bytes / GiB

export type ByteUnit = { unit: 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB'; size: number }

/**
 * The one unit a set of byte values is shown in (a chart axis, a column of a table): the largest that keeps
 * `max` at 1 or above, so the biggest value reads `1.5 GiB` rather than `1,536 MiB`.
 */
export function byteUnitFor(max: number): ByteUnit {
  for (const [unit, size] of BYTE_UNITS) if (Math.abs(max) >= size) return { unit, size }
  return { unit: 'B', size: 1 }
}

// ---------------------------------------------------------------------------------------------------
// Numbers

const COMPACT_FROM = 1_000_000
const ENGINEERING_FROM = 1e15
const compact = new Intl.NumberFormat(CONSOLE_LOCALE, { notation: 'compact', maximumFractionDigits: 2 })
const engineering = new Intl.NumberFormat(CONSOLE_LOCALE, {
  notation: 'engineering',
  maximumFractionDigits: 2,
})

/**
 * A count or measure: up to 2 fraction digits (`1,234.57`), compact from a million (`1.23M`, `45.6B`, `7T`),
 * and engineering notation from 1e15, where compact names run out (`1.23E15`, `450E18`).
 */
export function formatNumber(n: number): string {
  const abs = Math.abs(n)
  if (abs >= ENGINEERING_FROM) return engineering.format(n)
  if (abs >= COMPACT_FROM) return compact.format(n)
  return plain.format(n)
}

// one decimal at most, with grouping: `1,234.5`
const tenths = new Intl.NumberFormat(CONSOLE_LOCALE, { maximumFractionDigits: 1 })

/**
 * A percentage, the one way every page shows one: as it is, to one decimal where needed (`76.6%`, `30%`,
 * `250%`), cut rather than rounded so that it never claims more than there is (99.96 is `99.9%`, never `100%`),
 * and `<0.1%` for a share above zero too small for a tenth, never `0%`.
 */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 0.1) return '<0.1%'
  // a hair added before cutting, so that float noise (0.3 * 100 = 30.000000000000004, or just under) never
  // costs a tenth
  const cut = Math.sign(percent) * Math.floor(Math.abs(percent) * 10 + 1e-6)
  return `${tenths.format(cut / 10)}%`
}

/** `part` as a percentage of `whole` (`formatPercent`); a share of nothing is 0%. */
export const formatShare = (part: number, whole: number) =>
  formatPercent(whole > 0 ? (part / whole) * 100 : 0)

// ---------------------------------------------------------------------------------------------------
// Time zones

// made on first use and kept: making a date format costs milliseconds, and every chart names its zone
let zoneFormat: { zone: string; offset: Intl.DateTimeFormat } | undefined

/** The viewer's time zone as charts name it: `Europe/Berlin (GMT+1)`, `UTC (GMT)`. */
export function formatTimeZone(at: DateInput = Date.now()): string {
  zoneFormat ??= {
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offset: new Intl.DateTimeFormat(CONSOLE_LOCALE, { timeZoneName: 'shortOffset' }),
  }
  const offset =
    zoneFormat.offset.formatToParts(toDate(at)).find((p) => p.type === 'timeZoneName')?.value ?? ''
  return offset ? `${zoneFormat.zone} (${offset})` : zoneFormat.zone
}

// ---------------------------------------------------------------------------------------------------
// Text

/** First letter upper case, the rest as it is. */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A label as it reads inside a sentence: each word lower case but for acronyms, words with a capital after their
 * first letter ("Floating IPs" -> "floating IPs", "VPCs" -> "VPCs", "Linked silos" -> "linked silos").
 */
export const inSentence = (label: string) =>
  label.replaceAll(/\S+/g, (word) => (/^.+[A-Z]/.test(word) ? word : word.toLowerCase()))
