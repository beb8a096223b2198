import { setupWorker } from 'msw/browser'
import { loadValidators } from '~/api/__generated__/msw-handlers'
import { keepSessionAcrossReloads } from './browser-session'
import { engineeringSilo } from './fixtures/silos'
import { handlers, wsHandlers } from './handlers'
import { settleSeededTransitions } from './handlers/compute-settle'
import { settleSeededBundles } from './handlers/platform-support-bundles'
import { resumeSeededRollout } from './handlers/platform-update'
import { routed } from './routed'
import { applyScale, chosenScale } from './scale'
import { applyChosenSpeed } from './speed'

/** The silo the preview session belongs to, for the login redirect of a signed-out preview. */
export const DEFAULT_SILO_NAME = engineeringSilo.name

/**
 * Start the in-browser mock API. Await it before the first render so no request
 * slips past the worker. Needs `mockServiceWorker.js` (from `npx msw init`) at the
 * site root.
 */
export async function startMockWorker(): Promise<void> {
  keepSessionAcrossReloads()
  // the request validators load while the worker starts, ready for the first request
  loadValidators().catch(() => {
    // the first request that needs them asks again, and fails with the reason
  })
  // the page's own origin only, as msw resolves relative paths
  const sameOrigin = (url: URL) => (url.origin === location.origin ? url.origin : null)
  const worker = setupWorker(routed(handlers, sameOrigin), ...wsHandlers)
  // a large data set (`?scale=large`) is built while the worker starts; the default adds nothing
  const scaled = seedChosenScale()
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest: 'bypass',
  })
  await scaled
  applyChosenSpeed()
  settleSeededTransitions()
  resumeSeededRollout()
  settleSeededBundles()
}

/** Adds the data set the page asks for; its time shows as `mock: large data set` in the page's performance timeline. */
async function seedChosenScale(): Promise<void> {
  const scale = chosenScale()
  const ms = await applyScale(scale)
  if (ms > 0) performance.measure(`mock: ${scale} data set`, { end: performance.now(), duration: ms })
}
