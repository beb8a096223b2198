import { extendSeed } from './db'
import { previewSetting } from './preview-setting'

/**
 * How much data the mock holds: the fixtures alone (`default`), or the fixtures and a large data set (`large`:
 * 300 more projects with 10,000 instances, 20,000 disks and 2,000 floating IPs). In the preview `?scale=large`
 * in the page URL or `localStorage['scale']`, for the standalone server `MOCK_SCALE=large`; read once, as the
 * mock starts.
 */
export const SCALE_KEY = 'scale'

export type Scale = 'default' | 'large'

/** `large` or `default` (any case, spaces around); null for anything else. */
export function parseScale(spec: string): Scale | null {
  const value = spec.trim().toLowerCase()
  return value === 'large' || value === 'default' ? value : null
}

/** The scale the page asks for, from its URL or its storage; `default` when it asks for none or another. */
export function chosenScale(): Scale {
  const spec = previewSetting(SCALE_KEY)
  return (spec === null ? null : parseScale(spec)) ?? 'default'
}

/**
 * Adds the data of `scale` to the store, now and after every reset, and resolves with the ms it took (0 for
 * `default`, which adds nothing and loads none of the large set's code).
 */
export async function applyScale(scale: Scale): Promise<number> {
  if (scale === 'default') return 0
  const start = performance.now()
  const { addLargeSeed } = await import('./fixtures/large/large-seed')
  extendSeed(addLargeSeed)
  return performance.now() - start
}
