import { invalidate } from '~/api'

/**
 * After an external address is created, attached, detached, renamed or deleted: the floating IPs, as listed
 * and one by one, and the external addresses of instances all read it.
 */
export const refreshExternalIps = () => {
  invalidate('floatingIpList')
  invalidate('floatingIpView')
  invalidate('instanceExternalIpList')
}
