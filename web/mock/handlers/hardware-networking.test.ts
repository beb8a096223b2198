// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import { anyOrigin } from '~mock/any-origin'
import { announceBlock, infraLot } from '~mock/fixtures/hardware/networking'
import { rack } from '~mock/fixtures/hardware/rack'
import { server, setupMockServer } from '~mock/node'
import { api, asUser, ok } from '~mock/toolkit/test-kit'
import { hardwareRawHandlers } from './hardware-raw'

setupMockServer()

function messageOf(result: { type: string; data?: unknown }) {
  return result.type === 'error' ? (result.data as { message: string }).message : null
}

const loopback = (address: string, anycast = false, switchLocation = 'switch0') =>
  api.methods.networkingLoopbackAddressCreate({
    body: { address, mask: 32, addressLot: infraLot.name, anycast, rackId: rack.id, switchLocation },
  })

describe('address lots', () => {
  test('create returns the lot with its blocks; view and block list agree', async () => {
    const created = await api.methods.networkingAddressLotCreate({
      body: {
        name: 'lab-infra',
        description: 'Lab uplinks',
        kind: 'infra',
        blocks: [
          { firstAddress: '172.20.30.0', lastAddress: '172.20.30.15' },
          { firstAddress: 'fd00:99::1', lastAddress: 'fd00:99::ff' },
        ],
      },
    })
    expect(created.response.status).toBe(201)
    const { lot, blocks } = ok<Api.AddressLotCreateResponse>(created)
    const view = ok<Api.AddressLotViewResponse>(
      await api.methods.networkingAddressLotView({ path: { addressLot: lot.id } }),
    )
    expect(view.lot.name).toBe('lab-infra')
    const list = ok<Api.AddressLotBlockResultsPage>(
      await api.methods.networkingAddressLotBlockList({ path: { addressLot: 'lab-infra' } }),
    )
    expect(list.items.map((b) => b.id).sort()).toEqual(blocks.map((b) => b.id).sort())
  })

  test('duplicate names and overlapping blocks are refused', async () => {
    const dup = await api.methods.networkingAddressLotCreate({
      body: { name: 'initial-infra', description: '', kind: 'infra', blocks: [] },
    })
    expect(messageOf(dup)).toBe('already exists: address-lot "initial-infra"')
    const overlap = await api.methods.networkingAddressLotCreate({
      body: {
        name: 'bad',
        description: '',
        kind: 'pool',
        blocks: [
          { firstAddress: '10.1.0.0', lastAddress: '10.1.0.255' },
          { firstAddress: '10.1.0.128', lastAddress: '10.1.1.0' },
        ],
      },
    })
    expect(overlap.response.status).toBe(400)
  })

  test('a lot in use by loopbacks, uplinks or announcements cannot be deleted', async () => {
    for (const addressLot of ['initial-infra', 'as65002-announce']) {
      const result = await api.methods.networkingAddressLotDelete({ path: { addressLot } })
      expect(messageOf(result)).toMatch(/is in use/)
    }
  })
})

describe('loopback addresses', () => {
  test('come from a block of the lot and are unique unless anycast', async () => {
    const created = ok<Api.LoopbackAddress>(await loopback('10.255.0.5'))
    expect(created).toMatchObject({ address: '10.255.0.5/32', switchLocation: 'switch0', rackId: rack.id })
    expect(messageOf(await loopback('10.255.0.5', false, 'switch1'))).toBe(
      'already exists: loopback-address "10.255.0.5/32"',
    )
    expect(messageOf(await loopback('10.9.9.9'))).toMatch(/not in any block of address lot "initial-infra"/)
    ok(await loopback('10.255.0.9', true, 'switch0'))
    ok(await loopback('10.255.0.9', true, 'switch1'))
  })

  test('delete by rack, switch, address and mask', async () => {
    server.use(anyOrigin(hardwareRawHandlers))
    const path = { rackId: rack.id, switchLocation: 'switch1', address: '10.255.0.2', subnetMask: 32 }
    expect((await api.methods.networkingLoopbackAddressDelete({ path })).response.status).toBe(204)
    const list = ok<Api.LoopbackAddressResultsPage>(await api.methods.networkingLoopbackAddressList({}))
    expect(list.items.map((l) => l.address)).toEqual(['10.255.0.1/32'])
    expect((await api.methods.networkingLoopbackAddressDelete({ path })).response.status).toBe(404)
  })
})

describe('BGP configs and announce sets', () => {
  test('a config needs an existing announce set and a unique name', async () => {
    const body = { name: 'as65010', description: '', asn: 65010, bgpAnnounceSetId: 'nope' }
    const missing = await api.methods.networkingBgpConfigCreate({ body })
    expect(messageOf(missing)).toBe('not found: bgp-announce-set with name "nope"')
    const dup = await api.methods.networkingBgpConfigCreate({
      body: { ...body, name: 'as65002', bgpAnnounceSetId: 'as65002-announce' },
    })
    expect(dup.type === 'error' && dup.data.errorCode).toBe('ObjectAlreadyExists')
  })

  test('a config or announce set still in use cannot be deleted', async () => {
    const config = await api.methods.networkingBgpConfigDelete({ query: { nameOrId: 'as65002' } })
    expect(messageOf(config)).toMatch(/used by switch port settings/)
    const set = await api.methods.networkingBgpAnnounceSetDelete({
      path: { announceSet: 'as65002-announce' },
    })
    expect(messageOf(set)).toMatch(/used by a BGP config/)
  })

  test('PUT on an announce set replaces its announcements', async () => {
    const set = ok<Api.BgpAnnounceSet>(
      await api.methods.networkingBgpAnnounceSetUpdate({
        body: {
          name: 'as65002-announce',
          description: 'Aggregated',
          announcement: [{ addressLotBlock: announceBlock.id, network: '10.85.0.0/23' }],
        },
      }),
    )
    const announcements = ok<Api.BgpAnnouncement[]>(
      await api.methods.networkingBgpAnnouncementList({ path: { announceSet: set.id } }),
    )
    expect(announcements).toEqual([
      { announceSetId: set.id, addressLotBlockId: announceBlock.id, network: '10.85.0.0/23' },
    ])
    const sets = ok<Api.BgpAnnounceSet[]>(await api.methods.networkingBgpAnnounceSetList({}))
    expect(sets).toHaveLength(1)
  })

  test('history and imported routes are per ASN; an unknown ASN is 404', async () => {
    const history = ok<Api.AggregateBgpMessageHistory>(
      await api.methods.networkingBgpMessageHistory({ query: { asn: 65002 } }),
    )
    expect(history.switchHistories.map((h) => h.switch)).toEqual(['switch0', 'switch1'])
    const routes = ok<Api.BgpImportedRouteIpv4[]>(
      await api.methods.networkingBgpImportedRoutesIpv4({ query: { asn: 65002 } }),
    )
    expect(routes.filter((r) => r.prefix === '0.0.0.0/0')).toHaveLength(2)
    expect(
      (await api.methods.networkingBgpImportedRoutesIpv4({ query: { asn: 64999 } })).response.status,
    ).toBe(404)
  })
})

describe('allow list and inbound ICMP', () => {
  test('the allow list takes a list of subnets, never an empty one', async () => {
    expect(ok<Api.AllowList>(await api.methods.networkingAllowListView({})).allowedIps).toEqual({
      allow: 'any',
    })
    const empty = await api.methods.networkingAllowListUpdate({
      body: { allowedIps: { allow: 'list', ips: [] } },
    })
    expect(empty.response.status).toBe(400)
    const updated = ok<Api.AllowList>(
      await api.methods.networkingAllowListUpdate({
        body: { allowedIps: { allow: 'list', ips: ['10.0.0.0/8'] } },
      }),
    )
    expect(updated.allowedIps).toEqual({ allow: 'list', ips: ['10.0.0.0/8'] })
  })

  test('inbound ICMP toggles, and only a fleet admin may toggle it', async () => {
    const denied = await api.methods.networkingInboundIcmpUpdate(
      { body: { enabled: false } },
      asUser('grace'),
    )
    expect(denied.response.status).toBe(403)
    ok(await api.methods.networkingInboundIcmpUpdate({ body: { enabled: false } }))
    expect(ok(await api.methods.networkingInboundIcmpView({}))).toEqual({ enabled: false })
  })
})
