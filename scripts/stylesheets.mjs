// esbuild gives the entry a stylesheet of all the CSS the app can load, in one order (it folds in the CSS of the
// modules loaded with import(), each of which also gets a stylesheet of its own that nothing would load). All
// our CSS is scoped (CSS modules) or meant to be global, so the build writes the entry's stylesheet as two files
// in that order: the rules of the CSS files public code can load (sign-in, device, error screens), which
// index.html links, and the rest, which the app adds with the signed-in routes. Both are files, as the
// Content-Security-Policy (style-src 'self', no injected styles) wants.
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The source files public code can load: what the entry imports, statically or with import(), and what those
 * import in turn, short of the signed-in routes.
 * @param {import('esbuild').Metafile} metafile
 */
export function publicSources(metafile, { entry, signedInRoutes }) {
  const reached = new Set()
  const visit = (path) => {
    if (reached.has(path) || path === signedInRoutes || !metafile.inputs[path]) return
    reached.add(path)
    for (const i of metafile.inputs[path].imports) if (!i.external) visit(i.path)
  }
  visit(entry)
  return reached
}

/**
 * Writes the entry's stylesheet as the public and the signed-in stylesheets (content-hashed) and removes
 * esbuild's. The metafile lists a stylesheet's source files in the order they come in it, each with its bytes,
 * so the stylesheet is cut into each file's rules; what follows the last file (the licenses esbuild gathers)
 * goes with the signed-in stylesheet, which comes last.
 * @param {{ root: string, outdir: string, entry: string, signedInRoutes: string }} opts `entry` and
 *   `signedInRoutes`: their source paths, as the metafile names them
 * @returns {{ css: string, signedInCss: string }} e.g. "assets/styles-1A2B3C4D.css"
 */
export function writeStylesheets(metafile, { root, outdir, entry, signedInRoutes }) {
  const outputs = metafile.outputs
  const main = Object.values(outputs).find((o) => o.entryPoint === entry)
  const text = readFileSync(resolve(root, main.cssBundle), 'utf8')
  const isPublic = publicSources(metafile, { entry, signedInRoutes })
  const publicRules = []
  const signedInRules = []
  let at = 0
  for (const [source, { bytesInOutput }] of Object.entries(outputs[main.cssBundle].inputs)) {
    ;(isPublic.has(source) ? publicRules : signedInRules).push(text.slice(at, at + bytesInOutput))
    at += bytesInOutput
  }
  signedInRules.push(text.slice(at).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*/, ''))
  for (const path of Object.keys(outputs).filter((p) => p.endsWith('.css'))) {
    rmSync(resolve(root, path), { force: true })
    rmSync(resolve(root, `${path}.map`), { force: true })
  }
  const write = (name, rules) => {
    const css = rules.join('').trim()
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()
    const file = `assets/${name}-${hash}.css`
    writeFileSync(resolve(outdir, file), css)
    return file
  }
  return { css: write('styles', publicRules), signedInCss: write('signed-in', signedInRules) }
}
