import type * as Api from '~/api/__generated__/Api'
import type { ApiResult } from '~/api/__generated__/http-client'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'

/**
 * Rows of other areas (instances, network interfaces, IP pools) that the VPC tests put straight into the db,
 * so they do not depend on what those areas seed.
 */

export const asUser = (username: string) => ({ headers: { cookie: `mock-user=${username}` } })

/** The data of a successful call, or a thrown error with the status and message. */
export function ok<T>(result: ApiResult<T>): T {
  if (result.type === 'success') return result.data
  const detail = result.type === 'error' ? result.data.message : result.error
  throw new Error(`expected success, got ${result.response.status}: ${detail}`)
}

/** The error body of a failed call, with its status. */
export function failure<T>(result: ApiResult<T>) {
  if (result.type !== 'error') throw new Error(`expected an error, got ${result.response.status}`)
  return { status: result.response.status, ...result.data }
}

const time = '2024-09-01T12:00:00.000Z'

export function addInstance(
  fields: Pick<Json<Api.Instance>, 'name' | 'project_id'> & Partial<Json<Api.Instance>>,
): Json<Api.Instance> {
  const instance: Json<Api.Instance> = {
    id: crypto.randomUUID(),
    description: '',
    hostname: fields.name,
    ncpus: 2,
    memory: 8 * 1024 ** 3,
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
