import { invalidate } from '~/api'

/**
 * After an external address is created, attached, detached or deleted: the floating IPs, as listed and one by
 * one, and the external addresses of instances all read it.
 */
export const refreshExternalIps = () => {
  refreshExternalIpLists()
  invalidate('floatingIpView')
}

/**
 * The same but for the floating IPs one by one, after a rename: the form that renamed one reads it by the old
 * name, which would only answer 404, and it is being left.
 */
export const refreshExternalIpLists = () => {
  invalidate('floatingIpList')
  invalidate('instanceExternalIpList')
}
