import type { LoopbackAddress } from '~/api/__generated__/Api'

/** The parts of a loopback address that name it in the API's delete path. */
export function loopbackPath(loopback: LoopbackAddress) {
  const [address, mask] = loopback.address.split('/')
  return {
    rackId: loopback.rackId,
    switchLocation: loopback.switchLocation,
    address,
    subnetMask: Number(mask),
  }
}
