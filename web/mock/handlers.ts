import { type HttpHandler, http, type WebSocketHandler } from 'msw'
import { type MSWHandlers, makeHandlers } from '~/api/__generated__/msw-handlers'
import { delayHandler } from './delay'
import { apiError } from './errors'
import { faultHandler } from './faults'
import { computeHandlers, computeWsHandlers } from './handlers/compute'
import { currentUserHandlers } from './handlers/current-user'
import { deviceHandlers } from './handlers/device'
import { hardwareHandlers } from './handlers/hardware'
import { hardwareRawHandlers } from './handlers/hardware-raw'
import { loginHandlers } from './handlers/login'
import { pingHandlers } from './handlers/ping'
import { platformHandlers } from './handlers/platform'
import { projectHandlers } from './handlers/projects'
import { siloHandlers } from './handlers/silos'
import { sshKeyHandlers } from './handlers/ssh-keys'
import { userGroupHandlers } from './handlers/users-groups'
import { vpcHandlers } from './handlers/vpc'
import { sessionGateHandler } from './session'

/** One entry per resource file in handlers/, in any order. */
const implemented = {
  ...currentUserHandlers,
  ...deviceHandlers,
  ...loginHandlers,
  ...pingHandlers,
  ...projectHandlers,
  ...siloHandlers,
  ...sshKeyHandlers,
  ...userGroupHandlers,
  ...computeHandlers,
  ...vpcHandlers,
  ...hardwareHandlers,
  ...platformHandlers,
} satisfies Partial<MSWHandlers>

// Typed as the whole generated interface: an operation without a handler is a type error.
const operations: MSWHandlers = implemented

/** Unknown paths under /v1 get Nexus's plain 404 instead of falling through to the network. */
const unknownApiPath = http.all(
  ({ request }) => new URL(request.url).pathname.startsWith('/v1/'),
  () => apiError(404, 'NotFound', 'Not Found'),
)

/**
 * Everything the mock answers, in order: the delay, faults on demand (faults.ts), the session check, the
 * generated per-operation handlers (which validate params and bodies with zod),
 * and the /v1 catch-all.
 */
export const handlers: HttpHandler[] = [
  delayHandler,
  faultHandler,
  sessionGateHandler,
  // routes the generated wrapper cannot serve as-is (numeric path parameters)
  ...hardwareRawHandlers,
  ...makeHandlers(operations),
  unknownApiPath,
]

/** WebSocket links (the serial console stream): msw patches WebSocket in the page or the test process. */
export const wsHandlers: WebSocketHandler[] = [...computeWsHandlers]
