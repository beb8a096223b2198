import type { AddressLotBlock, LoopbackAddress } from '~/api/__generated__/Api'
import { blockRange } from '~/pages/system/networking/routing/lot-blocks'
import { addressBits, parseAddress, rangeContains, validateAddress } from '~/util/ip'

/** What the loopback address form holds. */
export type LoopbackValues = {
  rackId: string
  switchLocation: string
  addressLot: string
  address: string
  mask: number
  anycast: boolean
}

export type LoopbackErrors = { address?: string; mask?: string }

/** What the checks know: the chosen lot's blocks (when read) and the loopback addresses there are. */
export type LoopbackContext = {
  lot?: { name: string; blocks: readonly AddressLotBlock[] }
  existing: readonly LoopbackAddress[]
}

export const loopbackMessages = {
  mask: (bits: number, version: string) =>
    `Must be a whole number from 0 to ${bits} for an ${version} address`,
  outsideLot: (lot: string, blocks: readonly AddressLotBlock[]) =>
    blocks.length === 0
      ? `Address lot ${lot} has no blocks to take an address from`
      : `Not within a block of address lot ${lot}: ${blocks.map(blockRange).join(', ')}`,
  onSwitch: (address: string, location: string) => `${location} already has loopback address ${address}`,
  elsewhere: (address: string, location: string) =>
    `${address} is already on ${location}: tick Anycast to give it to more than one switch`,
} as const

/** Whether two `address/mask` texts are the same address with the same mask (`fd00::1/128`, `fd00:0::1/128`). */
function sameLoopback(a: string, address: bigint, mask: number) {
  const [text, width] = a.split('/')
  return Number(width) === mask && parseAddress(text)?.value === address
}

/**
 * What is wrong with a new loopback address: not an address, a mask too wide for its version, outside the blocks
 * of the lot it is drawn from, or already there: on the same switch always, on another unless it is anycast.
 */
export function loopbackErrors(values: LoopbackValues, context: LoopbackContext): LoopbackErrors {
  const text = values.address.trim()
  if (!text) return {}
  const invalid = validateAddress(text)
  if (invalid) return { address: invalid }
  const address = parseAddress(text)
  if (!address) return {}
  const bits = addressBits(address.version)
  const errors: LoopbackErrors = {}
  const { mask } = values
  if (!Number.isInteger(mask) || mask < 0 || mask > bits) {
    errors.mask = loopbackMessages.mask(bits, address.version === 'v4' ? 'IPv4' : 'IPv6')
  }
  const { lot } = context
  if (lot && !lot.blocks.some((b) => rangeContains({ first: b.firstAddress, last: b.lastAddress }, text))) {
    return { ...errors, address: loopbackMessages.outsideLot(lot.name, lot.blocks) }
  }
  if (errors.mask) return errors
  const same = context.existing.filter((l) => sameLoopback(l.address, address.value, mask))
  const shown = `${text}/${mask}`
  const here = same.find((l) => l.switchLocation === values.switchLocation)
  if (here) return { address: loopbackMessages.onSwitch(shown, here.switchLocation) }
  if (same.length > 0 && !values.anycast)
    return { address: loopbackMessages.elsewhere(shown, same[0].switchLocation) }
  return errors
}
