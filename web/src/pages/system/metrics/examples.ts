import { callApi, fetchAllPages } from '~/api'
import type { Sled } from '~/api/__generated__/Api'

/**
 * Queries to start from. Each covers the last hour, averaged over minutes so that it stays one page of points,
 * and names real things of this rack (a sled's serial, an instance's id), read when the example is picked: an
 * example that names something the rack does not have would answer with nothing.
 */
export type Example = { value: string; label: string; build: () => Promise<string> }

const LAST_HOUR = 'timestamp > @now() - 1h'

const inService = (sleds: Sled[]) => sleds.filter((s) => s.policy.kind === 'in_service')

async function sledsInService(): Promise<Sled[]> {
  const sleds = inService(await fetchAllPages('sledList', { query: {} }))
  if (sleds.length === 0) throw new Error('The rack has no sled in service to take an example from.')
  return sleds
}

/** The first running instance of the sleds in service, read sled by sled (an idle rack has none). */
async function runningInstance(): Promise<string> {
  for (const sled of await sledsInService()) {
    const { items } = await callApi('sledInstanceList', { path: { sledId: sled.id }, query: { limit: 100 } })
    const instance = items.find((i) => i.state === 'running')
    if (instance) return instance.id
  }
  throw new Error('No instance is running on the rack to take an example from.')
}

export const fleetCpuQuery = () =>
  [
    'get virtual_machine:vcpu_usage',
    `  | filter ${LAST_HOUR} && state == "run"`,
    '  | align mean_within(1m)',
    '  | group_by [silo_id], sum',
  ].join('\n')

export const sledDisksQuery = (serial: string) =>
  [
    'get hardware_component:temperature',
    `  | filter ${LAST_HOUR} && chassis_serial == "${serial}" && sensor ~= "^u2_"`,
    '  | align mean_within(1m)',
  ].join('\n')

export const instanceNetworkQuery = (instanceId: string) =>
  [
    '{',
    '  get instance_network_interface:bytes_received;',
    '  get instance_network_interface:bytes_sent',
    '}',
    `  | filter ${LAST_HOUR} && instance_id == "${instanceId}"`,
    '  | align mean_within(1m)',
  ].join('\n')

export const EXAMPLES: Example[] = [
  {
    value: 'fleet-cpu',
    label: 'Fleet CPU: time vCPUs ran, by silo',
    build: async () => fleetCpuQuery(),
  },
  {
    value: 'sled-disks',
    label: "A sled's disks: U.2 drive temperatures",
    build: async () => sledDisksQuery((await sledsInService())[0].baseboard.serial),
  },
  {
    value: 'instance-network',
    label: "An instance's network: bytes received and sent",
    build: async () => instanceNetworkQuery(await runningInstance()),
  },
]
