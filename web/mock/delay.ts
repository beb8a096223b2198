import { http } from 'msw'

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

export function getMockDelayRange(): readonly [number, number] {
  if (override) return override
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
