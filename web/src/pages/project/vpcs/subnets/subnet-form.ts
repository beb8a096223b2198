import type { ApiError } from '~/api'
import type { VpcRouter, VpcSubnet, VpcSubnetCreate, VpcSubnetUpdate } from '~/api/__generated__/Api'
import type { SiblingBlock } from '~/util/ip'

/** The custom router choice that means none: not a name, since names start with a letter. */
export const NO_ROUTER = '(none)'

export type SubnetValues = {
  name: string
  description: string
  ipv4Block: string
  /** Empty for a free /64 of the VPC's prefix, which the API picks. */
  ipv6Block: string
  /** A custom router's name, or NO_ROUTER. */
  customRouter: string
}
export type SubnetEditValues = Pick<SubnetValues, 'name' | 'description' | 'customRouter'>

export const subnetDefaults: SubnetValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: NO_ROUTER,
}

export const siblingBlocks = (
  subnets: readonly VpcSubnet[],
  key: 'ipv4Block' | 'ipv6Block',
): SiblingBlock[] => subnets.map((s) => ({ name: s.name, block: s[key] }))

const routerOf = (value: string) => (value === NO_ROUTER ? null : value)

export const subnetCreateBody = (values: SubnetValues): VpcSubnetCreate => ({
  name: values.name,
  description: values.description,
  ipv4Block: values.ipv4Block.trim(),
  ipv6Block: values.ipv6Block.trim() || undefined,
  customRouter: routerOf(values.customRouter),
})

/** Sending no custom router detaches the subnet from the one it had. */
export const subnetUpdateBody = (values: SubnetEditValues): VpcSubnetUpdate => ({
  name: values.name,
  description: values.description,
  customRouter: routerOf(values.customRouter),
})

/** The form's values for a subnet, naming its custom router by name. */
export function subnetEditValues(subnet: VpcSubnet, routers: readonly VpcRouter[]): SubnetEditValues {
  const router = routers.find((r) => r.id === subnet.customRouterId)
  return { name: subnet.name, description: subnet.description, customRouter: router?.name ?? NO_ROUTER }
}

/** A refused block belongs on its field, a taken name on the name field, a router on the router field. */
export function subnetErrorField(error: ApiError): string | null {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (/IPv4 block/i.test(error.message)) return 'ipv4Block'
  if (/IPv6 block/i.test(error.message)) return 'ipv6Block'
  if (/router/i.test(error.message)) return 'customRouter'
  return null
}
