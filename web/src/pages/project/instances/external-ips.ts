import { invalidate } from '~/api/client'

export const externalIpsParams = (project: string, instance: string) => ({
  path: { instance },
  query: { project },
})

/** Attaching or detaching an address changes the instance's list and the project's floating IPs. */
export const refreshExternalIps = () => {
  invalidate('instanceExternalIpList')
  invalidate('floatingIpList')
}
