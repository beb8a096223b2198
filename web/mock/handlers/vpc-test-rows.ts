import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { GiB } from '~mock/toolkit/units'

/**
 * Rows of other areas (instances, network interfaces, IP pools) that the VPC tests put straight into the db,
 * so they do not depend on what those areas seed.
 */

const time = '2024-09-01T12:00:00.000Z'

export function addInstance(
  fields: Pick<Json<Api.Instance>, 'name' | 'project_id'> & Partial<Json<Api.Instance>>,
): Json<Api.Instance> {
  const instance: Json<Api.Instance> = {
    id: crypto.randomUUID(),
    description: '',
    hostname: fields.name,
    ncpus: 2,
    memory: 8 * GiB,
    run_state: 'stopped',
    auto_restart_enabled: true,
    auto_restart_policy: null,
    auto_restart_cooldown_expiration: null,
    boot_disk_id: null,
    cpu_platform: null,
    time_last_auto_restarted: null,
    time_created: time,
    time_modified: time,
    time_run_state_updated: time,
    ...fields,
  }
  db.instances.push(instance)
  return instance
}

export function addNic(
  subnet: { id: string; vpc_id: string },
  ip: string,
): Json<Api.InstanceNetworkInterface> {
  const nic: Json<Api.InstanceNetworkInterface> = {
    id: crypto.randomUUID(),
    name: 'net0',
    description: '',
    instance_id: crypto.randomUUID(),
    ip,
    mac: 'A8:40:25:F7:00:01',
    primary: true,
    subnet_id: subnet.id,
    vpc_id: subnet.vpc_id,
    transit_ips: [],
    time_created: time,
    time_modified: time,
  }
  db.networkInterfaces.push(nic)
  return nic
}

export function addIpPool(name: string): Json<Api.IpPool> {
  const pool: Json<Api.IpPool> = {
    id: crypto.randomUUID(),
    name,
    description: 'Test pool',
    ip_version: 'v4',
    pool_type: 'unicast',
    time_created: time,
    time_modified: time,
  }
  db.ipPools.push(pool)
  return pool
}
