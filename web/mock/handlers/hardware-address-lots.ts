import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { alreadyExists, apiError, badRequest } from '~mock/errors'
import type { AddressLotBlockRow } from '~mock/fixtures/hardware/networking'
import { bits, type IpRange, inRange, parseIp, parseRange, rangesOverlap } from '~mock/toolkit/ip'
import { ensureUniqueName, lookupById, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { requireSwitchLocation } from './hardware-switches'

export function lookupAddressLot(selector: string): Json<Api.AddressLot> {
  return lookupByNameOrId(db.addressLots, 'address-lot', selector)
}

function blockView({ id, first_address, last_address }: AddressLotBlockRow): Json<Api.AddressLotBlock> {
  return { id, first_address, last_address }
}

export function blocksOf(lotId: string): AddressLotBlockRow[] {
  return db.addressLotBlocks.filter((b) => b.address_lot_id === lotId)
}

function blockRange(block: AddressLotBlockRow): IpRange | null {
  return parseRange({ first: block.first_address, last: block.last_address })
}

/** The block of a lot an address is drawn from; a 400 if the lot does not cover it. */
export function blockContaining(lot: Json<Api.AddressLot>, address: string): AddressLotBlockRow {
  const ip = parseIp(address)
  const block =
    ip &&
    blocksOf(lot.id).find((b) => {
      const range = blockRange(b)
      return range !== null && inRange(range, ip)
    })
  if (!block) throw badRequest(`address ${address} is not in any block of address lot "${lot.name}"`)
  return block
}

function lotInUse(lot: Json<Api.AddressLot>): boolean {
  const blockIds = new Set(blocksOf(lot.id).map((b) => b.id))
  return (
    db.loopbackAddresses.some((l) => blockIds.has(l.address_lot_block_id)) ||
    db.bgpAnnouncements.some((a) => blockIds.has(a.address_lot_block_id)) ||
    db.switchPortSettings.some((s) => s.addresses.some((a) => a.address_lot_id === lot.id))
  )
}

function sameAddress(a: string, b: string): boolean {
  const [addrA, maskA] = a.split('/')
  const [addrB, maskB] = b.split('/')
  return maskA === maskB && parseIp(addrA)?.value === parseIp(addrB)?.value
}

export const addressLotHandlers = {
  networkingAddressLotList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.addressLots)
  },

  networkingAddressLotCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    ensureUniqueName(db.addressLots, 'address-lot', body.name)
    const ranges: IpRange[] = []
    for (const block of body.blocks) {
      const range = parseRange({ first: block.first_address, last: block.last_address })
      if (!range || range.first > range.last) {
        throw badRequest(`invalid address lot block ${block.first_address}-${block.last_address}`)
      }
      if (ranges.some((r) => rangesOverlap(r, range))) {
        throw badRequest(
          `address lot block ${block.first_address}-${block.last_address} overlaps another block`,
        )
      }
      ranges.push(range)
    }
    const time = now()
    const lot: Json<Api.AddressLot> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      kind: body.kind,
      time_created: time,
      time_modified: time,
    }
    const blocks = body.blocks.map((b) => ({ ...b, id: crypto.randomUUID(), address_lot_id: lot.id }))
    db.addressLots.push(lot)
    db.addressLotBlocks.push(...blocks)
    return created({ lot, blocks: blocks.map(blockView) })
  },

  networkingAddressLotView({ path, ...ctx }) {
    fleetUser(ctx)
    const lot = lookupAddressLot(path.addressLot)
    return { lot, blocks: blocksOf(lot.id).map(blockView) }
  },

  networkingAddressLotDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const lot = lookupAddressLot(path.addressLot)
    if (lotInUse(lot)) throw badRequest(`address lot "${lot.name}" is in use`)
    db.addressLots = db.addressLots.filter((l) => l.id !== lot.id)
    db.addressLotBlocks = db.addressLotBlocks.filter((b) => b.address_lot_id !== lot.id)
    return 204
  },

  networkingAddressLotBlockList({ path, query, ...ctx }) {
    fleetUser(ctx)
    const lot = lookupAddressLot(path.addressLot)
    return paginated(query, blocksOf(lot.id).map(blockView))
  },

  networkingLoopbackAddressList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.loopbackAddresses)
  },

  networkingLoopbackAddressCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const lot = lookupAddressLot(body.address_lot)
    const rack = lookupById(db.racks, 'rack', body.rack_id)
    const location = requireSwitchLocation(body.switch_location)
    const ip = parseIp(body.address)
    if (!ip) throw badRequest(`invalid address ${body.address}`)
    if (body.mask > bits(ip.version))
      throw badRequest(`invalid subnet mask /${body.mask} for ${body.address}`)
    const block = blockContaining(lot, body.address)
    const address = `${body.address}/${body.mask}`
    // an anycast address may live on several switches, any other only once in the rack
    const taken = db.loopbackAddresses.some(
      (l) => sameAddress(l.address, address) && (!body.anycast || l.switch_location === location),
    )
    if (taken) throw alreadyExists('loopback-address', address)
    const loopback: Json<Api.LoopbackAddress> = {
      id: crypto.randomUUID(),
      address,
      address_lot_block_id: block.id,
      rack_id: rack.id,
      switch_location: location,
    }
    db.loopbackAddresses.push(loopback)
    return created(loopback)
  },

  networkingLoopbackAddressDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const address = `${path.address}/${path.subnetMask}`
    const found = db.loopbackAddresses.find(
      (l) =>
        l.rack_id === path.rackId &&
        l.switch_location === path.switchLocation &&
        sameAddress(l.address, address),
    )
    if (!found) throw apiError(404, 'ObjectNotFound', `not found: loopback-address "${address}"`)
    db.loopbackAddresses = db.loopbackAddresses.filter((l) => l !== found)
    return 204
  },
} satisfies Partial<MSWHandlers>
