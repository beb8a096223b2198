import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { notFound } from '~mock/errors'
import type { MockProbe } from '~mock/fixtures/platform-seed'
import type { MockUser } from '~mock/fixtures/users'
import { requireUser } from '~mock/session'
import { unitHash } from '~mock/toolkit/hash'
import { formatIpv4, requireIp, requireNet } from '~mock/toolkit/ip'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { siloDefaultPool } from './hardware-ip-allocations'

/** Probe routes always name the project, so an id is looked up inside it too. */
function lookupProbe(user: MockUser, probe: string, selector: string | undefined): MockProbe {
  const project = readableProject(user, selector)
  return lookupByNameOrId(
    db.probes.filter((p) => p.project_id === project.id),
    'probe',
    probe,
  )
}

/** The pool named in the request, else the default pool of the caller's silo, if the fixtures have one. */
function poolFor(user: MockUser, selector: string | null | undefined) {
  if (selector) return lookupByNameOrId(db.ipPools, 'ip-pool', selector)
  return siloDefaultPool(user.silo_id)
}

/** An address from the pool's first IPv4 range, past those other probes took; TEST-NET-3 without a pool. */
function externalIp(poolId: string | undefined): string {
  const range = db.ipPoolRanges.find((r) => r.ip_pool_id === poolId && !r.range.first.includes(':'))
  const taken = db.probes.length
  if (!range) return `203.0.113.${20 + (taken % 200)}`
  const first = requireIp(range.range.first).value
  const size = requireIp(range.range.last).value - first + 1n
  // instances take addresses from the start of the range; probes from further in
  return formatIpv4(first + (BigInt(100 + taken) % size))
}

/** A vNIC in the project's default VPC subnet when there is one, else in the probe network. */
function probeInterface(probe: { id: string; name: string }, projectId: string): Json<Api.NetworkInterface> {
  const vpc = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')
  const subnet = vpc && db.vpcSubnets.find((s) => s.vpc_id === vpc.id)
  const block = subnet?.ipv4_block ?? '172.30.0.0/22'
  const base = requireNet(block).base
  const hash = unitHash(probe.id)
  const mac = Math.floor(hash * 0xeffff)
  return {
    id: crypto.randomUUID(),
    name: `${probe.name}-nic`.slice(0, 63),
    kind: { type: 'probe', id: probe.id },
    ip: formatIpv4(base + 5n + BigInt(db.probes.length % 250)),
    mac: `A8:40:25:F${(mac >> 16).toString(16).toUpperCase()}:${((mac >> 8) & 0xff).toString(16).padStart(2, '0').toUpperCase()}:${(mac & 0xff).toString(16).padStart(2, '0').toUpperCase()}`,
    subnet: block,
    primary: true,
    slot: 0,
    transit_ips: [],
    vni: 1000 + Math.floor(hash * 16_000_000),
  }
}

const info = ({ id, name, sled, interface: nic, external_ips }: MockProbe): Json<Api.ProbeInfo> => ({
  id,
  name,
  sled,
  interface: nic,
  external_ips,
})

export const probeHandlers = {
  probeList({ query, ...ctx }) {
    const project = readableProject(requireUser(ctx), query.project)
    return paginated(query, db.probes.filter((p) => p.project_id === project.id).map(info))
  },

  probeCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireProjectRole(user, project.id)
    ensureUniqueName(
      db.probes.filter((p) => p.project_id === project.id),
      'probe',
      body.name,
    )
    if (db.sleds.length > 0 && !db.sleds.some((s) => s.id === body.sled))
      throw notFound('sled', 'id', body.sled)
    const pool = poolFor(user, body.ip_pool)
    const time = now()
    const id = crypto.randomUUID()
    const probe: MockProbe = {
      id,
      name: body.name,
      description: body.description,
      sled: body.sled,
      project_id: project.id,
      time_created: time,
      time_modified: time,
      interface: probeInterface({ id, name: body.name }, project.id),
      external_ips: [{ ip: externalIp(pool?.id), kind: 'ephemeral', first_port: 0, last_port: 65535 }],
    }
    db.probes.push(probe)
    const { project_id: _, interface: __, external_ips: ___, ...view } = probe
    return created(view)
  },

  probeView({ path, query, ...ctx }) {
    return info(lookupProbe(requireUser(ctx), path.probe, query.project))
  },

  probeDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const probe = lookupProbe(user, path.probe, query.project)
    requireProjectRole(user, probe.project_id)
    db.probes = db.probes.filter((p) => p.id !== probe.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
