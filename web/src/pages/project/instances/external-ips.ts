import { invalidate } from '~/api'

/** Attaching or detaching an address changes the instance's list and the project's floating IPs. */
export const refreshExternalIps = () => {
  invalidate('instanceExternalIpList')
  invalidate('floatingIpList')
}
