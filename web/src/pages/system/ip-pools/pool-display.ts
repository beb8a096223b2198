import type { IpPoolType, IpVersion } from '~/api/__generated__/Api'

export const IP_VERSION_LABEL: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

export const POOL_TYPE_LABEL: Record<IpPoolType, string> = { unicast: 'Unicast', multicast: 'Multicast' }

/** Why Delete is greyed out: the API refuses to delete a pool that still has ranges. */
export const POOL_HAS_RANGES = 'An IP pool cannot be deleted while it contains IP ranges; remove them first'
