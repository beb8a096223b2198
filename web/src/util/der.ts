/**
 * A reader for DER, the binary encoding of certificates and keys (ASN.1 TLV: tag, length, value). Only what
 * reading a certificate's names and dates needs: tags, definite lengths, and the children of a constructed value.
 */

/** A malformed encoding; the message says what is wrong, for a user-facing sentence. */
export class DerError extends Error {}

export type DerNode = {
  /** The whole first byte: class, constructed bit and tag number (0x30 SEQUENCE, 0xa0 [0]...). */
  tag: number
  constructed: boolean
  /** The value's bytes, without tag and length. */
  value: Uint8Array
  /** Where the next value starts, in the buffer this one was read from. */
  end: number
}

export const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  ia5String: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const

/** Context-specific tag `[n]`, constructed (0xa0 + n) or primitive (0x80 + n). */
export const contextTag = (n: number, constructed = true) => (constructed ? 0xa0 : 0x80) + n

/** Reads the value that starts at `offset` of `bytes`. */
export function readDer(bytes: Uint8Array, offset = 0): DerNode {
  if (offset + 2 > bytes.length) throw new DerError('it ends too early')
  const tag = bytes[offset]
  // tag numbers of 31 and above take more bytes; nothing in a certificate uses them
  if ((tag & 0x1f) === 0x1f) throw new DerError('it uses a tag this reader does not know')
  let length = bytes[offset + 1]
  let start = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    // 0x80 is BER's indefinite length, which DER forbids; more than 4 bytes of length is no certificate
    if (count === 0 || count > 4) throw new DerError('it has a length DER does not allow')
    if (start + count > bytes.length) throw new DerError('it ends too early')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]
    start += count
  }
  const end = start + length
  if (end > bytes.length) throw new DerError('it ends too early')
  return { tag, constructed: (tag & 0x20) !== 0, value: bytes.subarray(start, end), end }
}

/** The values inside a constructed value, in order. */
export function derChildren(node: DerNode): DerNode[] {
  if (!node.constructed) throw new DerError('a value that should hold others holds none')
  const out: DerNode[] = []
  for (let offset = 0; offset < node.value.length; ) {
    const child = readDer(node.value, offset)
    out.push(child)
    offset = child.end
  }
  return out
}

/** Reads one whole value from `bytes`, refusing anything after it. */
export function readDerDocument(bytes: Uint8Array): DerNode {
  const node = readDer(bytes)
  if (node.end !== bytes.length) throw new DerError('it has extra bytes at the end')
  return node
}

/** Checks a value's tag, so a structure that is not what it should be fails with a clear message. */
export function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!node || node.tag !== tag) throw new DerError(`its ${what} is missing or malformed`)
  return node
}

/** An OBJECT IDENTIFIER in dotted form: `2.5.4.3`. */
export function derOid(node: DerNode): string {
  const bytes = expectTag(node, TAG.oid, 'object identifier').value
  if (bytes.length === 0) throw new DerError('its object identifier is empty')
  const parts: number[] = []
  let value = 0
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(value)
      value = 0
    }
  }
  const [first, ...rest] = parts
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80]
  return [...head, ...rest].join('.')
}

const decoder = new TextDecoder()

/** The text of a string value (UTF8String, PrintableString, IA5String and the like). */
export const derText = (node: DerNode) => decoder.decode(node.value)

const digits = (s: string, from: number, count: number) => Number(s.slice(from, from + count))

/** A UTCTime (`YYMMDDHHMMSSZ`, years 1950–2049) or GeneralizedTime (`YYYYMMDDHHMMSSZ`) as a Date. */
export function derTime(node: DerNode): Date {
  const text = derText(node)
  const utc = node.tag === TAG.utcTime
  if (!utc && node.tag !== TAG.generalizedTime) throw new DerError('a date is missing or malformed')
  const pattern = utc ? /^\d{12}Z$/ : /^\d{14}Z$/
  if (!pattern.test(text)) throw new DerError(`it has a date DER does not allow: ${text}`)
  const shortYear = digits(text, 0, 2)
  const year = utc ? (shortYear < 50 ? 2000 + shortYear : 1900 + shortYear) : digits(text, 0, 4)
  const at = utc ? 2 : 4
  const [month, day, hour, minute, second] = [0, 2, 4, 6, 8].map((i) => digits(text, at + i, 2))
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  // Date.UTC rolls a 31st of April over into May; a real date reads back the same
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new DerError(`it has an impossible date: ${text}`)
  }
  return date
}
