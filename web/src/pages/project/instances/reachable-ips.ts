import type { ExternalIp } from '~/api/__generated__/Api'

/** The addresses an instance is reached at from outside: its ephemeral and floating IPs, not the SNAT one. */
export const reachableIps = (ips: readonly ExternalIp[]) => ips.filter((ip) => ip.kind !== 'snat')
