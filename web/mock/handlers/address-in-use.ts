import { db } from '~mock/db'
import { DEFAULT_IP_POOL_ID } from '~mock/fixtures/hardware-seed'
import { sandbox } from '~mock/fixtures/projects'

/**
 * For the IP pool tests: an address taken from a pool, as a floating IP the compute area stores in the sandbox
 * project of `engineering`.
 */
export function allocate(ip: string, poolId = DEFAULT_IP_POOL_ID) {
  const time = '2024-11-02T10:00:00.000Z'
  db.floatingIps.push({
    id: crypto.randomUUID(),
    name: `fip-${db.floatingIps.length}`,
    description: '',
    ip,
    ip_pool_id: poolId,
    project_id: sandbox.id,
    instance_id: null,
    time_created: time,
    time_modified: time,
  })
}
