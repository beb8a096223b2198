import { invalidate } from '~/api'

/** A link between a pool and a silo shows on the pool's page, on the silo's page and in the silo users' pickers. */
export function invalidatePoolSiloLinks() {
  invalidate('ipPoolSiloList')
  invalidate('siloIpPoolList')
  invalidate('projectIpPoolList')
}
