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

export { resetDb } from './db'

settleSeededTransitions()
resumeSeededRollout()
settleSeededBundles()

/** Answer one request the way the preview would; anything unmocked is a 404. */
export async function handleMockRequest(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin
  const response = await getResponse(handlers, request, { baseUrl: origin })
  return response ?? apiError(404, 'NotFound', 'Not Found')
}
