/**
 * Entry point for scripts/mock-api-server.mjs, which bundles this file. Keeping
 * msw inside the bundle means the script and the handlers share one msw copy.
 */
import { getResponse } from 'msw'
import { apiError } from './errors'
import { handlers } from './handlers'
import { settleSeededTransitions } from './handlers/compute-settle'
import { settleSeededBundles } from './handlers/platform-support-bundles'
import { resumeSeededRollout } from './handlers/platform-update'
import { applyScale, parseScale } from './scale'
import { parseSpeed } from './speed'
import { setTimeScale } from './toolkit/timers'

export { resetDb } from './db'

// MOCK_SCALE=large adds the large data set, as `?scale=large` does in the preview
const scale = parseScale(process.env.MOCK_SCALE ?? '') ?? 'default'
/** How long the data set of MOCK_SCALE took to build, in ms (0 for the default). */
export const seedMs = await applyScale(scale)
export { scale }

// MOCK_SPEED=10 plays the simulated changes ten times faster, as `?mock-speed=10` does in the preview
setTimeScale(1 / (parseSpeed(process.env.MOCK_SPEED ?? '') ?? 1))
settleSeededTransitions()
resumeSeededRollout()
settleSeededBundles()

/** Answer one request the way the preview would; anything unmocked is a 404. */
export async function handleMockRequest(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin
  const response = await getResponse(handlers, request, { baseUrl: origin })
  return response ?? apiError(404, 'NotFound', 'Not Found')
}
