import type { WebSocketHandler } from 'msw'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { diskImportHandlers } from './compute-disk-import'
import { diskHandlers } from './compute-disks'
import { floatingIpHandlers } from './compute-floating-ips'
import { imageHandlers } from './compute-images'
import { instanceAttachHandlers } from './compute-instance-attach'
import { instanceCreateHandlers } from './compute-instance-create'
import { instanceHandlers } from './compute-instances'
import { nicHandlers } from './compute-nics'
import { serialConsoleHandlers, serialConsoleWsHandlers } from './compute-serial'
import { snapshotHandlers } from './compute-snapshots'

/** Project compute and storage: instances, disks, snapshots, images, network interfaces and floating IPs. */
export const computeHandlers = {
  ...instanceHandlers,
  ...instanceCreateHandlers,
  ...instanceAttachHandlers,
  ...serialConsoleHandlers,
  ...diskHandlers,
  ...diskImportHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...nicHandlers,
  ...floatingIpHandlers,
} satisfies Partial<MSWHandlers>

/** WebSocket links (the serial console stream); appended to the mock's handler list. */
export const computeWsHandlers: WebSocketHandler[] = [...serialConsoleWsHandlers]
