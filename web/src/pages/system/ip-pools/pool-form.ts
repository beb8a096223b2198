import type { IpPoolCreate, IpPoolType, IpVersion } from '~/api/__generated__/Api'
import type { RadioOption } from '~/ui/RadioGroup'

/** What the create form holds; the edit form holds name and description only, the rest being fixed at creation. */
export type PoolValues = { name: string; description: string; ipVersion: IpVersion; poolType: IpPoolType }
export type PoolEditValues = Pick<PoolValues, 'name' | 'description'>

export const poolDefaults: PoolValues = { name: '', description: '', ipVersion: 'v4', poolType: 'unicast' }

export const poolCreateBody = (values: PoolValues): IpPoolCreate => values

export const ipVersionOptions: RadioOption[] = [
  { value: 'v4', label: 'IPv4', description: 'Addresses such as 10.85.0.1.' },
  {
    value: 'v6',
    label: 'IPv6',
    description: 'Addresses such as ff0e::1. For now the API takes IPv6 ranges only into multicast pools.',
  },
]

export const poolTypeOptions: RadioOption[] = [
  { value: 'unicast', label: 'Unicast', description: 'External addresses for instances and floating IPs.' },
  {
    value: 'multicast',
    label: 'Multicast',
    description:
      'Multicast group addresses (224.0.0.0/4, ff00::/8), either all any-source (ASM) or all source-specific (SSM).',
  },
]
