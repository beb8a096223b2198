import { http } from 'msw'
import { previewSetting } from './preview-setting'

/** What the preview promises: every mocked call takes 200 to 400 ms. */
export const DEFAULT_DELAY_MS: readonly [number, number] = [200, 400]

let override: [number, number] | null = null

/** Use a fixed range (in ms) for every following request; `setMockDelay(0)` turns it off. */
export function setMockDelay(min: number, max: number = min): void {
  override = [min, Math.max(min, max)]
}

/** Back to the default: zero under `MOCK_DELAY=0` (vitest sets it), else 200 to 400 ms. */
export function resetMockDelay(): void {
  override = null
}

export const DELAY_STORAGE_KEY = 'mock-delay'
export const DELAY_QUERY_PARAM = 'mock-delay'

/** `0`, `150` or `100-300` (ms) as a range; null for anything else. */
export function parseDelay(spec: string): [number, number] | null {
  const match = spec.trim().match(/^(\d+)(?:-(\d+))?$/)
  if (!match) return null
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  return max >= min ? [min, max] : null
}

/** In the browser: `?mock-delay=` in the page URL at load, then `localStorage['mock-delay']` (read every time). */
function browserDelay(): [number, number] | null {
  const spec = previewSetting(DELAY_STORAGE_KEY)
  return spec === null ? null : parseDelay(spec)
}

export function getMockDelayRange(): readonly [number, number] {
  if (override) return override
  const chosen = browserDelay()
  if (chosen) return chosen
  // `process` only exists in node (tests, the standalone server), never in the browser bundle
  if (typeof process !== 'undefined' && process.env?.MOCK_DELAY === '0') return [0, 0]
  return DEFAULT_DELAY_MS
}

export async function mockDelay(): Promise<void> {
  const [min, max] = getMockDelayRange()
  const ms = min + Math.random() * (max - min)
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
}

const MOCKED_PREFIXES = ['/v1/', '/device/', '/login/', '/experimental/']

export function isMockedPath(pathname: string): boolean {
  return MOCKED_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/**
 * Runs before every other handler. It answers nothing, so msw moves on to the
 * next matching handler once the wait is over.
 */
export const delayHandler = http.all(
  ({ request }) => isMockedPath(new URL(request.url).pathname),
  async () => {
    await mockDelay()
  },
)
