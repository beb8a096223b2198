// What a build does once esbuild and index.html are done: the static hosts' files for a preview, then the embed
// manifest (with the compressed variants it lists), both from the route tree as it is now.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeEmbedManifest } from './embed-manifest.mjs'
import { readRoutePatterns } from './route-patterns.mjs'
import { writeStaticHostFiles } from './static-hosts.mjs'

/**
 * @param {{
 *   root: string,
 *   outdir: string,
 *   mock: boolean,
 *   compression?: import('./precompress.mjs').Compression | 'none',
 * }} opts `compression` defaults to `max` for production builds and `fast` for previews
 */
export async function finishBuild({ root, outdir, mock, compression = mock ? 'fast' : 'max' }) {
  const routes = await readRoutePatterns({ root })
  if (mock) writeStaticHostFiles({ outdir, routes })
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const mode = mock ? 'preview' : 'production'
  return writeEmbedManifest({ outdir, mode, version, routes, compression })
}
