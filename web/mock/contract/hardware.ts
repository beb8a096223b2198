import type { Api } from '../../src/api/__generated__/Api'
import type { ApiResult } from '../../src/api/__generated__/http-client'
import { labPool } from '../fixtures/hardware/ip-pools'
import { announceSet, bgpConfig, infraLot } from '../fixtures/hardware/networking'
import { physicalDisks } from '../fixtures/hardware/physical-disks'
import { rack, sleds, uninitializedSleds } from '../fixtures/hardware/rack'
import { UPLINK0_SETTINGS_ID } from '../fixtures/hardware/switches'
import { researchSilo } from '../fixtures/silos'
import type { ContractCase } from './case'

type Methods = Api['methods']

function setup<T>(result: ApiResult<T>): T {
  if (result.type !== 'success') throw new Error(`setup call failed with ${result.response.status}`)
  return result.data
}

const sledId = sleds[0].id
const uplink = { path: { port: 'qsfp0' }, query: { rackId: rack.id, switchLocation: 'switch0' } }
const spare = { path: { port: 'qsfp5' }, query: { rackId: rack.id, switchLocation: 'switch1' } }

/** A settings object nothing uses yet, so it can be applied or deleted. */
const portSettings = (api: Methods, name = 'lab-uplink') =>
  api.networkingSwitchPortSettingsCreate({
    body: {
      name,
      description: 'Lab uplink, 25G breakout',
      portConfig: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          mtu: 9000,
          speed: 'speed100_g',
          autoneg: false,
          fec: 'rs',
          lldp: { enabled: true },
        },
      ],
      interfaces: [{ linkName: 'phy0', kind: { type: 'vlan', vid: 300 }, v6Enabled: false }],
      addresses: [
        { linkName: 'phy0', addresses: [{ address: '172.20.15.243/28', addressLot: infraLot.name }] },
      ],
      routes: [{ linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.253' }] }],
      bgpPeers: [],
    },
  })

const hardwareOnly: ContractCase[] = [
  { operation: 'rackList', run: (api) => api.rackList({}) },
  { operation: 'rackView', run: (api) => api.rackView({ path: { rackId: rack.id } }) },
  { operation: 'sledList', run: (api) => api.sledList({}) },
  { operation: 'sledView', run: (api) => api.sledView({ path: { sledId } }) },
  { operation: 'sledPhysicalDiskList', run: (api) => api.sledPhysicalDiskList({ path: { sledId } }) },
  { operation: 'sledInstanceList', run: (api) => api.sledInstanceList({ path: { sledId } }) },
  {
    operation: 'sledSetProvisionPolicy',
    run: (api) => api.sledSetProvisionPolicy({ path: { sledId }, body: { state: 'non_provisionable' } }),
  },
  { operation: 'sledListUninitialized', run: (api) => api.sledListUninitialized({}) },
  { operation: 'sledAdd', run: (api) => api.sledAdd({ body: uninitializedSleds[0].baseboard }) },
  { operation: 'physicalDiskList', run: (api) => api.physicalDiskList({}) },
  {
    operation: 'physicalDiskView',
    run: (api) => api.physicalDiskView({ path: { diskId: physicalDisks[0].id } }),
  },
  { operation: 'switchList', run: (api) => api.switchList({}) },
  {
    operation: 'switchView',
    run: async (api) => api.switchView({ path: { switchId: setup(await api.switchList({})).items[0].id } }),
  },
  { operation: 'networkingSwitchPortList', run: (api) => api.networkingSwitchPortList({}) },
  { operation: 'networkingSwitchPortStatus', run: (api) => api.networkingSwitchPortStatus(uplink) },
  {
    operation: 'networkingSwitchPortLldpConfigView',
    run: (api) => api.networkingSwitchPortLldpConfigView(uplink),
  },
  {
    operation: 'networkingSwitchPortLldpConfigUpdate',
    run: async (api) => {
      const config = setup(await api.networkingSwitchPortLldpConfigView(uplink))
      return api.networkingSwitchPortLldpConfigUpdate({
        ...uplink,
        body: { ...config, systemName: 'rack1-sw0' },
      })
    },
  },
  {
    operation: 'networkingSwitchPortApplySettings',
    run: async (api) => {
      setup(await portSettings(api))
      return api.networkingSwitchPortApplySettings({ ...spare, body: { portSettings: 'lab-uplink' } })
    },
  },
  {
    operation: 'networkingSwitchPortClearSettings',
    run: (api) => api.networkingSwitchPortClearSettings(uplink),
  },
  {
    operation: 'networkingSwitchPortLldpNeighbors',
    run: (api) =>
      api.networkingSwitchPortLldpNeighbors({
        path: { rackId: rack.id, switchLocation: 'switch0', port: 'qsfp0' },
      }),
  },
]

const ipPools: ContractCase[] = [
  { operation: 'ipPoolList', run: (api) => api.ipPoolList({}) },
  {
    operation: 'ipPoolCreate',
    run: (api) => api.ipPoolCreate({ body: { name: 'staging', description: 'Staging addresses' } }),
  },
  { operation: 'ipPoolView', run: (api) => api.ipPoolView({ path: { pool: 'default' } }) },
  {
    operation: 'ipPoolUpdate',
    run: (api) => api.ipPoolUpdate({ path: { pool: 'lab-pool' }, body: { description: 'Lab, linked soon' } }),
  },
  {
    operation: 'ipPoolDelete',
    run: async (api) => {
      setup(await api.ipPoolCreate({ body: { name: 'scratch', description: '' } }))
      return api.ipPoolDelete({ path: { pool: 'scratch' } })
    },
  },
  { operation: 'ipPoolRangeList', run: (api) => api.ipPoolRangeList({ path: { pool: 'default' } }) },
  {
    operation: 'ipPoolRangeAdd',
    run: (api) =>
      api.ipPoolRangeAdd({ path: { pool: 'lab-pool' }, body: { first: '10.85.2.64', last: '10.85.2.127' } }),
  },
  {
    operation: 'ipPoolRangeRemove',
    run: (api) =>
      api.ipPoolRangeRemove({ path: { pool: labPool.id }, body: { first: '10.85.2.0', last: '10.85.2.63' } }),
  },
  { operation: 'ipPoolSiloList', run: (api) => api.ipPoolSiloList({ path: { pool: 'default' } }) },
  {
    operation: 'ipPoolSiloLink',
    run: (api) =>
      api.ipPoolSiloLink({ path: { pool: 'lab-pool' }, body: { silo: 'research', isDefault: false } }),
  },
  {
    operation: 'ipPoolSiloUpdate',
    run: (api) =>
      api.ipPoolSiloUpdate({ path: { pool: 'ipv6-pool', silo: 'engineering' }, body: { isDefault: true } }),
  },
  {
    operation: 'ipPoolSiloUnlink',
    run: (api) => api.ipPoolSiloUnlink({ path: { pool: 'default', silo: researchSilo.id } }),
  },
  {
    operation: 'ipPoolUtilizationView',
    run: (api) => api.ipPoolUtilizationView({ path: { pool: 'default' } }),
  },
  { operation: 'ipPoolServiceView', run: (api) => api.ipPoolServiceView({}) },
  { operation: 'ipPoolServiceRangeList', run: (api) => api.ipPoolServiceRangeList({}) },
  {
    operation: 'ipPoolServiceRangeAdd',
    run: (api) => api.ipPoolServiceRangeAdd({ body: { first: '10.85.3.0', last: '10.85.3.15' } }),
  },
  {
    operation: 'ipPoolServiceRangeRemove',
    run: (api) => api.ipPoolServiceRangeRemove({ body: { first: '10.85.0.1', last: '10.85.0.31' } }),
  },
  { operation: 'projectIpPoolList', run: (api) => api.projectIpPoolList({}) },
  { operation: 'projectIpPoolView', run: (api) => api.projectIpPoolView({ path: { pool: 'default' } }) },
]

const networking: ContractCase[] = [
  { operation: 'networkingAddressLotList', run: (api) => api.networkingAddressLotList({}) },
  {
    operation: 'networkingAddressLotCreate',
    run: (api) =>
      api.networkingAddressLotCreate({
        body: {
          name: 'lab-infra',
          description: 'Lab uplinks',
          kind: 'infra',
          blocks: [{ firstAddress: '172.20.30.0', lastAddress: '172.20.30.15' }],
        },
      }),
  },
  {
    operation: 'networkingAddressLotView',
    run: (api) => api.networkingAddressLotView({ path: { addressLot: infraLot.name } }),
  },
  {
    operation: 'networkingAddressLotDelete',
    run: async (api) => {
      const body = { name: 'spare', description: '', kind: 'pool' as const, blocks: [] }
      setup(await api.networkingAddressLotCreate({ body }))
      return api.networkingAddressLotDelete({ path: { addressLot: 'spare' } })
    },
  },
  {
    operation: 'networkingAddressLotBlockList',
    run: (api) => api.networkingAddressLotBlockList({ path: { addressLot: infraLot.id } }),
  },
  { operation: 'networkingAllowListView', run: (api) => api.networkingAllowListView({}) },
  {
    operation: 'networkingAllowListUpdate',
    run: (api) =>
      api.networkingAllowListUpdate({
        body: { allowedIps: { allow: 'list', ips: ['172.16.0.0/12', '10.0.0.0/8'] } },
      }),
  },
  {
    operation: 'networkingBfdEnable',
    run: (api) =>
      api.networkingBfdEnable({
        body: {
          switch: 'switch1',
          remote: '172.20.15.253',
          detectionThreshold: 3,
          requiredRx: 300000,
          mode: 'multi_hop',
        },
      }),
  },
  {
    operation: 'networkingBfdDisable',
    run: (api) => api.networkingBfdDisable({ body: { switch: 'switch0', remote: '172.20.15.251' } }),
  },
  { operation: 'networkingBfdStatus', run: (api) => api.networkingBfdStatus({}) },
  { operation: 'networkingBgpConfigList', run: (api) => api.networkingBgpConfigList({}) },
  {
    operation: 'networkingBgpConfigCreate',
    run: (api) =>
      api.networkingBgpConfigCreate({
        body: { name: 'as65010', description: 'Lab speaker', asn: 65010, bgpAnnounceSetId: announceSet.name },
      }),
  },
  {
    operation: 'networkingBgpConfigDelete',
    run: async (api) => {
      const body = { name: 'as65011', description: '', asn: 65011, bgpAnnounceSetId: announceSet.id }
      setup(await api.networkingBgpConfigCreate({ body }))
      return api.networkingBgpConfigDelete({ query: { nameOrId: 'as65011' } })
    },
  },
  { operation: 'networkingBgpAnnounceSetList', run: (api) => api.networkingBgpAnnounceSetList({}) },
  {
    operation: 'networkingBgpAnnounceSetUpdate',
    run: (api) =>
      api.networkingBgpAnnounceSetUpdate({
        body: {
          name: 'as65002-announce',
          description: 'Now with the second half',
          announcement: [{ addressLotBlock: 'as65002-announce', network: '10.85.0.0/23' }],
        },
      }),
  },
  {
    operation: 'networkingBgpAnnounceSetDelete',
    run: async (api) => {
      setup(
        await api.networkingBgpAnnounceSetUpdate({
          body: { name: 'unused', description: '', announcement: [] },
        }),
      )
      return api.networkingBgpAnnounceSetDelete({ path: { announceSet: 'unused' } })
    },
  },
  {
    operation: 'networkingBgpAnnouncementList',
    run: (api) => api.networkingBgpAnnouncementList({ path: { announceSet: announceSet.name } }),
  },
  { operation: 'networkingBgpExported', run: (api) => api.networkingBgpExported({}) },
  {
    operation: 'networkingBgpMessageHistory',
    run: (api) => api.networkingBgpMessageHistory({ query: { asn: bgpConfig.asn } }),
  },
  {
    operation: 'networkingBgpImportedRoutesIpv4',
    run: (api) => api.networkingBgpImportedRoutesIpv4({ query: { asn: bgpConfig.asn } }),
  },
  { operation: 'networkingBgpStatus', run: (api) => api.networkingBgpStatus({}) },
  { operation: 'networkingInboundIcmpView', run: (api) => api.networkingInboundIcmpView({}) },
  {
    operation: 'networkingInboundIcmpUpdate',
    run: (api) => api.networkingInboundIcmpUpdate({ body: { enabled: false } }),
  },
  { operation: 'networkingLoopbackAddressList', run: (api) => api.networkingLoopbackAddressList({}) },
  {
    operation: 'networkingLoopbackAddressCreate',
    run: (api) =>
      api.networkingLoopbackAddressCreate({
        body: {
          address: '10.255.0.3',
          mask: 32,
          addressLot: infraLot.name,
          anycast: false,
          rackId: rack.id,
          switchLocation: 'switch0',
        },
      }),
  },
  {
    operation: 'networkingLoopbackAddressDelete',
    run: (api) =>
      api.networkingLoopbackAddressDelete({
        path: { rackId: rack.id, switchLocation: 'switch0', address: '10.255.0.1', subnetMask: 32 },
      }),
  },
  { operation: 'networkingSwitchPortSettingsList', run: (api) => api.networkingSwitchPortSettingsList({}) },
  { operation: 'networkingSwitchPortSettingsCreate', run: (api) => portSettings(api) },
  {
    operation: 'networkingSwitchPortSettingsView',
    run: (api) => api.networkingSwitchPortSettingsView({ path: { port: UPLINK0_SETTINGS_ID } }),
  },
  {
    operation: 'networkingSwitchPortSettingsDelete',
    run: async (api) => {
      setup(await portSettings(api, 'to-delete'))
      return api.networkingSwitchPortSettingsDelete({ query: { portSettings: 'to-delete' } })
    },
  },
]

export const hardwareCases: ContractCase[] = [...hardwareOnly, ...ipPools, ...networking]
