/**
 * Autonomous system numbers as a BGP configuration takes them. An ASN is a 32-bit unsigned integer (RFC 6793),
 * 0 to 4294967295, written as a plain number (65002) or in asdot notation (1.10 is 1 × 65536 + 10 = 65546).
 * Some numbers may never be a speaker's own; some ranges are for private use, which is how a rack usually peers
 * with the routers of its own network.
 */

export const ASN_MAX = 4_294_967_295

/** What the ASN field says about the range it takes. */
export const ASN_RANGE_TEXT =
  'A whole number from 1 to 4294967295 (ASNs are 32-bit), or asdot such as 1.10. Private use: 64512–65534 and 4200000000–4294967294.'

type Span = readonly [number, number]

const PRIVATE_USE: readonly Span[] = [
  [64_512, 65_534],
  [4_200_000_000, 4_294_967_294],
]
const DOCUMENTATION: readonly Span[] = [
  [64_496, 64_511],
  [65_536, 65_551],
]
const IANA_RESERVED: Span = [65_552, 131_071]

const within = (asn: number, [low, high]: Span) => asn >= low && asn <= high

export type AsnKind = 'private' | 'documentation' | 'reserved' | 'public'

export const asnMessages = {
  shape: 'Must be a whole number such as 65002, or asdot such as 1.10',
  tooBig: 'Must be at most 4294967295: an ASN is a 32-bit number',
  asdotPart: 'Each half of an asdot ASN must be at most 65535',
  zero: 'ASN 0 is reserved and never used by a BGP speaker (RFC 7607)',
  asTrans:
    'ASN 23456 is AS_TRANS, which stands in for a 32-bit ASN towards old routers (RFC 6793): use your own ASN',
  last16: 'ASN 65535 is reserved (RFC 7300)',
  last32: 'ASN 4294967295 is reserved (RFC 7300)',
} as const

/** The number an ASN is written as, or null when the text is not one (or is out of the 32-bit range). */
export function parseAsn(text: string): number | null {
  const value = text.trim()
  const asdot = /^(\d{1,5})\.(\d{1,5})$/.exec(value)
  if (asdot) {
    const [high, low] = [Number(asdot[1]), Number(asdot[2])]
    return high <= 65_535 && low <= 65_535 ? high * 65_536 + low : null
  }
  if (!/^\d+$/.test(value)) return null
  const asn = Number(value)
  return asn <= ASN_MAX ? asn : null
}

/** What is wrong with the ASN typed, or undefined when a speaker may use it. */
export function validateAsn(text: string): string | undefined {
  const value = text.trim()
  const asn = parseAsn(value)
  if (asn === null) {
    if (/^\d+\.\d+$/.test(value)) return asnMessages.asdotPart
    return /^\d+$/.test(value) ? asnMessages.tooBig : asnMessages.shape
  }
  if (asn === 0) return asnMessages.zero
  if (asn === 23_456) return asnMessages.asTrans
  if (asn === 65_535) return asnMessages.last16
  if (asn === ASN_MAX) return asnMessages.last32
  return undefined
}

export function asnKind(asn: number): AsnKind {
  if (PRIVATE_USE.some((span) => within(asn, span))) return 'private'
  if (DOCUMENTATION.some((span) => within(asn, span))) return 'documentation'
  if (within(asn, IANA_RESERVED)) return 'reserved'
  return 'public'
}

const KIND_NOTES: Record<AsnKind, string> = {
  private:
    'A private-use ASN (RFC 6996): right for peering with the routers of your own network. Routes must leave it behind before they reach the internet.',
  documentation:
    'An ASN reserved for documentation and examples (RFC 5398): fine in a lab, but no real network uses it.',
  reserved: 'An ASN that IANA keeps reserved (65552–131071): no registry assigns it.',
  public: 'A public ASN: it must be one your organization holds from a regional internet registry.',
}

/** A line on what kind of ASN a valid one is, shown under the field as it is typed. */
export const asnNote = (asn: number) => KIND_NOTES[asnKind(asn)]
