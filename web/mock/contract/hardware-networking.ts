import type { Api } from '~/api/__generated__/Api'
import { announceSet, bgpConfig, infraLot } from '~mock/fixtures/hardware/networking'
import { rack } from '~mock/fixtures/hardware/rack'
import { UPLINK0_SETTINGS_ID } from '~mock/fixtures/hardware/switches'
import { type ContractCase, setup } from './case'

type Methods = Api['methods']

/** A settings object nothing uses yet, so it can be applied or deleted. */
export const portSettings = (api: Methods, name = 'lab-uplink') =>
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

// Collected through hardwareCases in hardware.ts, so this name must not end in Cases (the runner would run
// every case twice).
export const networking: ContractCase[] = [
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
