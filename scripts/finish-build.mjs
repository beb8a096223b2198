// What a build does once esbuild and index.html are done: the static hosts' files for a preview, then the embed
// manifest (with the compressed variants it lists), both from the route tree as it is now.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeEmbedManifest } from './embed-manifest.mjs'
import { isSignedInPage, routePages, routePreloads, SIGNED_IN_AREA } from './route-bytes.mjs'
import { writeStaticHostFiles } from './static-hosts.mjs'

/**
 * @param {{
 *   root: string,
 *   outdir: string,
 *   mock: boolean,
 *   compression?: import('./precompress.mjs').Compression | 'none',
 *   metafile: import('esbuild').Metafile,
 *   signedInCss?: string,
 * }} opts `compression` defaults to `max` for production builds and `fast` for previews; from the build's
 *   `metafile` (and the signed-in area's stylesheet, `signedInCss`), the manifest lists the files each route
 *   preloads
 */
export async function finishBuild({
  root,
  outdir,
  mock,
  compression = mock ? 'fast' : 'max',
  metafile,
  signedInCss,
}) {
  const pages = await routePages(root)
  const routes = pages.map(({ pattern }) => ({ pattern }))
  const preload = routePreloads(metafile, { outdir, root, pages, signedInCss })
  if (mock) {
    // what every signed-in page needs first, for the hosts that can send it with index.html
    const area = pages.filter((p) => isSignedInPage(p.modules))
    const common = [{ pattern: 'signed-in', modules: SIGNED_IN_AREA }]
    const signedIn = {
      routes: area.map(({ pattern }) => ({ pattern })),
      preload: routePreloads(metafile, { outdir, root, pages: common, signedInCss })['signed-in'] ?? [],
    }
    writeStaticHostFiles({ outdir, routes, signedIn })
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const mode = mock ? 'preview' : 'production'
  return writeEmbedManifest({ outdir, mode, version, routes, preload, compression })
}
