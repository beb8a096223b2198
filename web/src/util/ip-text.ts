/**
 * IP addresses and CIDR-style blocks as text: which version an address is, and a block's address and width, with
 * the message a form shows when the text is neither (validate.ts re-exports these with the other validators).
 */
import { type IpVersion, ipVersion } from './ip-address'
import { fail, ok, type Parsed } from './parsed'

export { type IpVersion, ipVersion }

const IP_ADDRESS_MESSAGE = 'Not a valid IP address'

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
