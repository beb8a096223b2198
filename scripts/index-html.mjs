// esbuild writes no HTML: derive index.html from the metafile so it always names the current hashed files.
import { relative, resolve } from 'node:path'
import { staticClosure } from './metafile-graph.mjs'

const MOCK_ENTRY = 'web/mock/browser.ts'

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {{ entry: string, mock: boolean, outdir: string, root: string, css: string, signedInCss?: string }} opts
 *   `css`: the stylesheet every page loads; `signedInCss`: the signed-in area's, named in a meta tag for the app
 *   to add when it loads that area (scripts/stylesheets.mjs)
 */
export function renderIndexHtml(metafile, { entry, mock, outdir, root, css, signedInCss }) {
  const outputs = Object.entries(metafile.outputs)
  const main = outputs.find(([, o]) => o.entryPoint === entry)
  if (!main) throw new Error(`no output for ${entry} in the metafile`)
  const [jsPath] = main
  // metafile paths are relative to the working directory esbuild ran in (the repo root)
  const href = (p) => `/${relative(outdir, resolve(root, p)).replaceAll('\\', '/')}`
  // Preload every chunk the entry imports statically, however deep, so they download at once, not in waves; in
  // a preview also the mock API's, which the entry imports first thing.
  const mockApi = mock && outputs.find(([, o]) => o.entryPoint === MOCK_ENTRY)?.[0]
  const preloaded = staticClosure(metafile.outputs, jsPath)
  if (mockApi) staticClosure(metafile.outputs, mockApi, preloaded)
  const preloads = [...preloaded]
    .filter((p) => p !== jsPath)
    .map((p) => `    <link rel="modulepreload" href="${href(p)}" />`)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <meta name="console-mode" content="${mock ? 'preview' : 'production'}" />`,
    ...(signedInCss ? [`    <meta name="console-signed-in-styles" content="/${signedInCss}" />`] : []),
    '    <title>Oxide Console</title>',
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    // React Aria injects a <style> for pressable elements unless an element with this id exists; the strict
    // CSP would block that injection, so our stylesheet carries the rule (global.css) and the id.
    `    <link rel="stylesheet" id="react-aria-pressable-style" href="/${css}" />`,
    ...preloads,
    `    <script type="module" src="${href(jsPath)}"></script>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <noscript>The Oxide Console needs JavaScript.</noscript>',
    '  </body>',
    '</html>',
    '',
  ].join('\n')
}
