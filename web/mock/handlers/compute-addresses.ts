import { db, isUuid } from '~mock/db'
import { apiError, badRequest, notFound } from '~mock/errors'
import { type DefaultNetwork, defaultIpPool, defaultNetworks } from '~mock/fixtures/compute/network'

// ---- IPv4 arithmetic -------------------------------------------------------------------------------------

const IPV4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

export function ipv4ToInt(ip: string): number | null {
  const match = IPV4_RE.exec(ip)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  if (parts.some((p) => p > 255)) return null
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3]
}

export function intToIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
}

// ---- external addresses ------------------------------------------------------------------------------------

export type ResolvedPool = { id: string; ranges: [number, number][] }

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
      throw notFound('ip-pool', isUuid(selector) ? 'id' : 'name', selector)
    }
    const range: [number, number] = [ipv4ToInt(defaultIpPool.first)!, ipv4ToInt(defaultIpPool.last)!]
    return { id: defaultIpPool.id, ranges: [range] }
  }
  const links = siloLinks(siloId)
  let poolId: string
  if (selector) {
    const pool = pools.find((p) => (isUuid(selector) ? p.id === selector : p.name === selector))
    if (!pool || !links.some((l) => l.ip_pool_id === pool.id)) {
      throw notFound('ip-pool', isUuid(selector) ? 'id' : 'name', selector)
    }
    poolId = pool.id
  } else {
    const link = links.find((l) => l.is_default)
    if (!link) throw apiError(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
    poolId = link.ip_pool_id
  }
  const ranges = (db.ipPoolRanges ?? [])
    .filter((r) => r.ip_pool_id === poolId)
    .map((r) => [ipv4ToInt(r.range.first), ipv4ToInt(r.range.last)] as const)
    .filter((r): r is [number, number] => r[0] !== null && r[1] !== null)
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
    const n = ipv4ToInt(requested)
    const inPool = n !== null && pool.ranges.some(([first, last]) => n >= first && n <= last)
    if (!inPool || used.has(requested)) {
      throw badRequest(`The requested IP address ${requested} is not available`)
    }
    return requested
  }
  for (const [first, last] of pool.ranges) {
    for (let n = first; n <= last; n++) {
      const ip = intToIpv4(n)
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
const RESERVED_AT_START = 5

export function allocatePrivateIp(
  subnet: DefaultNetwork,
  requested?: string | null,
  alsoTaken: readonly string[] = [],
): string {
  const [base, width] = subnet.ipv4_block.split('/')
  const start = ipv4ToInt(base) ?? 0
  const size = 2 ** (32 - Number(width))
  const first = start + RESERVED_AT_START
  const last = start + size - 2
  const inSubnet = db.networkInterfaces.filter((n) => n.subnet_id === subnet.subnet_id)
  const used = new Set([...inSubnet.map((n) => n.ip), ...alsoTaken])
  if (requested) {
    const n = ipv4ToInt(requested)
    if (n === null || n < first || n > last) {
      throw badRequest(`IP address ${requested} is not available in subnet ${subnet.ipv4_block}`)
    }
    if (used.has(requested)) throw badRequest(`IP address ${requested} is already in use in the subnet`)
    return requested
  }
  for (let n = first; n <= last; n++) {
    const ip = intToIpv4(n)
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
