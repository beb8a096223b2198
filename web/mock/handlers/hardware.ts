import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { addressLotHandlers } from './hardware-address-lots'
import { bgpHandlers } from './hardware-bgp'
import { ipPoolSiloHandlers } from './hardware-ip-pool-silos'
import { ipPoolHandlers } from './hardware-ip-pools'
import { networkServiceHandlers } from './hardware-network-services'
import { portSettingsHandlers } from './hardware-port-settings'
import { rackHandlers } from './hardware-racks'
import { switchHandlers } from './hardware-switches'

/** System hardware, system networking and IP pools. */
export const hardwareHandlers = {
  ...rackHandlers,
  ...switchHandlers,
  ...ipPoolHandlers,
  ...ipPoolSiloHandlers,
  ...addressLotHandlers,
  ...bgpHandlers,
  ...portSettingsHandlers,
  ...networkServiceHandlers,
} satisfies Partial<MSWHandlers>
