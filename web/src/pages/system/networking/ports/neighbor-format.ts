import type { LldpNeighbor, ManagementAddress } from '~/api/__generated__/Api'

/** A management address the neighbour advertises: an IP address, or a MAC address (IEEE 802) in hex. */
export function formatManagementAddress({ addr }: ManagementAddress): string {
  if ('ipAddr' in addr) return addr.ipAddr
  return addr.iEEE802.map((b) => b.toString(16).padStart(2, '0')).join(':')
}

/** The neighbour's name: the system name it advertises, or its chassis id when it gives none. */
export const neighborName = (n: LldpNeighbor) => n.systemName || n.chassisId

export const managementAddresses = (n: LldpNeighbor) => n.managementIp.map(formatManagementAddress)

/**
 * When the neighbour was last heard. The console turns only fields named like `time_*`, `*_expiration` or
 * `timestamp` into dates as they arrive, so `last_seen` comes as its text, whatever the generated type says.
 */
export const lastHeard = (n: LldpNeighbor) => new Date(n.lastSeen as Date | string)
