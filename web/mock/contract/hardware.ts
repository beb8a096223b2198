import { labPool } from '~mock/fixtures/hardware/ip-pools'
import { physicalDisks } from '~mock/fixtures/hardware/physical-disks'
import { rack, sleds, uninitializedSleds } from '~mock/fixtures/hardware/rack'
import { researchSilo } from '~mock/fixtures/silos'
import { type ContractCase, setup } from './case'
import { networking, portSettings } from './hardware-networking'

const sledId = sleds[0].id
const uplink = { path: { port: 'qsfp0' }, query: { rackId: rack.id, switchLocation: 'switch0' } }
const spare = { path: { port: 'qsfp5' }, query: { rackId: rack.id, switchLocation: 'switch1' } }

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

/** Racks, sleds, switches and their ports, IP pools, and the rack's networking (hardware-networking.ts). */
export const hardwareCases: ContractCase[] = [...hardwareOnly, ...ipPools, ...networking]
