import { db } from '~mock/db'
import { apiError, badRequest, notFound } from '~mock/errors'
import { type DefaultNetwork, defaultIpPool, defaultNetworks } from '~mock/fixtures/compute/network'
import { formatIpv4, type IpRange, inRange, parseIp, parseRange, requireNet } from '~mock/toolkit/ip'
import { findByNameOrId, notFoundBySelector } from '~mock/toolkit/lookup'

// ---- external addresses ------------------------------------------------------------------------------------

/** Instances and floating IPs get IPv4 addresses, so only a pool's IPv4 ranges count here. */
export type ResolvedPool = { id: string; ranges: IpRange[] }

function v4Ranges(ranges: readonly { first: string; last: string }[]): IpRange[] {
  return ranges.map(parseRange).filter((r): r is IpRange => r?.version === 4)
}

/** The pools linked to a silo, and which is its default. Empty while no area has seeded pools. */
function siloLinks(siloId: string) {
  return (db.ipPoolSilos ?? []).filter((link) => link.silo_id === siloId)
}

/**
 * The pool an external address comes from: the named one (which must be linked to the silo) or the silo's
 * default. While no IP pools exist at all, the seed's default pool range stands in.
 */
export function resolvePool(siloId: string, selector?: string | null): ResolvedPool {
  const pools = db.ipPools ?? []
  if (pools.length === 0) {
    if (selector && selector !== defaultIpPool.name && selector !== defaultIpPool.id) {
      throw notFoundBySelector('ip-pool', selector)
    }
    return { id: defaultIpPool.id, ranges: v4Ranges([defaultIpPool]) }
  }
  const links = siloLinks(siloId)
  let poolId: string
  if (selector) {
    const pool = findByNameOrId(pools, selector)
    if (!pool || !links.some((l) => l.ip_pool_id === pool.id)) throw notFoundBySelector('ip-pool', selector)
    poolId = pool.id
  } else {
    const link = links.find((l) => l.is_default)
    if (!link) throw apiError(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
    poolId = link.ip_pool_id
  }
  const ranges = v4Ranges((db.ipPoolRanges ?? []).filter((r) => r.ip_pool_id === poolId).map((r) => r.range))
  return { id: poolId, ranges }
}

/** Every external address in use: floating, ephemeral and SNAT (SNAT addresses are shared by port blocks). */
function usedExternalIps(): Set<string> {
  return new Set([...db.floatingIps.map((f) => f.ip), ...db.ephemeralIps.map((e) => e.ip)])
}

const exhausted = () => apiError(507, 'InsufficientCapacity', 'No external IP addresses available')

/** A free address of the pool, or the requested one if it is in the pool and free. */
export function allocateExternalIp(pool: ResolvedPool, requested?: string | null): string {
  const used = usedExternalIps()
  if (requested) {
    const ip = parseIp(requested)
    const inPool = ip !== null && pool.ranges.some((range) => inRange(range, ip))
    if (!inPool || used.has(requested)) {
      throw badRequest(`The requested IP address ${requested} is not available`)
    }
    return requested
  }
  for (const { first, last } of pool.ranges) {
    for (let n = first; n <= last; n++) {
      const ip = formatIpv4(n)
      if (!used.has(ip)) return ip
    }
  }
  throw exhausted()
}

const SNAT_BLOCK = 16384

/** A SNAT port block: an address shares its 65536 ports between four instances, as Nexus does. */
export function allocateSnat(pool: ResolvedPool): { ip: string; first_port: number; last_port: number } {
  const snat = db.ephemeralIps.filter((e) => e.kind === 'snat' && e.ip_pool_id === pool.id)
  for (const ip of new Set(snat.map((e) => e.ip))) {
    const taken = new Set(snat.filter((e) => e.ip === ip).map((e) => e.first_port))
    for (let first = 0; first < 65536; first += SNAT_BLOCK) {
      if (!taken.has(first)) return { ip, first_port: first, last_port: first + SNAT_BLOCK - 1 }
    }
  }
  return { ip: allocateExternalIp(pool), first_port: 0, last_port: SNAT_BLOCK - 1 }
}

// ---- private addresses -------------------------------------------------------------------------------------

const runtimeNetworks = new Map<string, DefaultNetwork>()

/** The seed's default network of a project, or a stable made-up one for a project created later. */
function fallbackNetwork(projectId: string): DefaultNetwork {
  const known = defaultNetworks[projectId] ?? runtimeNetworks.get(projectId)
  if (known) return known
  const made = { vpc_id: crypto.randomUUID(), subnet_id: crypto.randomUUID(), ipv4_block: '172.30.0.0/22' }
  runtimeNetworks.set(projectId, made)
  return made
}

/** The VPC subnet a new interface goes into, from the VPC area's tables when it has seeded the project. */
export function resolveSubnet(projectId: string, vpcName: string, subnetName: string): DefaultNetwork {
  const vpcs = (db.vpcs ?? []).filter((v) => v.project_id === projectId)
  if (vpcs.length === 0) {
    if (vpcName !== 'default') throw notFound('vpc', 'name', vpcName)
    if (subnetName !== 'default') throw notFound('vpc-subnet', 'name', subnetName)
    return fallbackNetwork(projectId)
  }
  const vpc = vpcs.find((v) => v.name === vpcName)
  if (!vpc) throw notFound('vpc', 'name', vpcName)
  const subnet = (db.vpcSubnets ?? []).find((s) => s.vpc_id === vpc.id && s.name === subnetName)
  if (!subnet) throw notFound('vpc-subnet', 'name', subnetName)
  return { vpc_id: vpc.id, subnet_id: subnet.id, ipv4_block: subnet.ipv4_block }
}

/** Oxide reserves the first five addresses of a subnet and its broadcast address. */
const RESERVED_AT_START = 5n

export function allocatePrivateIp(
  subnet: DefaultNetwork,
  requested?: string | null,
  alsoTaken: readonly string[] = [],
): string {
  const block = requireNet(subnet.ipv4_block)
  const first = block.base + RESERVED_AT_START
  const last = block.base + (1n << BigInt(32 - block.width)) - 2n
  const inSubnet = db.networkInterfaces.filter((n) => n.subnet_id === subnet.subnet_id)
  const used = new Set([...inSubnet.map((n) => n.ip), ...alsoTaken])
  if (requested) {
    const ip = parseIp(requested)
    if (ip?.version !== 4 || ip.value < first || ip.value > last) {
      throw badRequest(`IP address ${requested} is not available in subnet ${subnet.ipv4_block}`)
    }
    if (used.has(requested)) throw badRequest(`IP address ${requested} is already in use in the subnet`)
    return requested
  }
  for (let n = first; n <= last; n++) {
    const ip = formatIpv4(n)
    if (!used.has(ip)) return ip
  }
  throw apiError(507, 'InsufficientCapacity', `no free addresses left in subnet ${subnet.ipv4_block}`)
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/** A guest MAC from Oxide's range A8:40:25:F0:00:00 to A8:40:25:F7:FF:FF, unused so far. */
export function randomMac(): string {
  const used = new Set(db.networkInterfaces.map((n) => n.mac))
  for (;;) {
    const bytes = [0xf0 + Math.floor(Math.random() * 8), Math.random() * 256, Math.random() * 256]
    const mac = ['A8', '40', '25', ...bytes.map((b) => hex(Math.floor(b)))].join(':')
    if (!used.has(mac)) return mac
  }
}
