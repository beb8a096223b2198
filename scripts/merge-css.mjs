// esbuild gives every lazily loaded route its own CSS file, which nothing would load when the route's JS is
// imported. All our CSS is either scoped (CSS modules) or meant to be global, so one stylesheet, loaded by
// index.html, is correct and is what the Content-Security-Policy (style-src 'self', no injected styles) wants.
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*/g

/** Splits a stylesheet into its top-level rules and at-rules (`@media{...}` stays one block). */
export function topLevelBlocks(css) {
  const blocks = []
  let depth = 0
  let quote = null
  let start = 0
  for (let i = 0; i < css.length; i++) {
    const c = css[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (c === '{') depth++
    else if (c === ';' && depth === 0) {
      blocks.push(css.slice(start, i + 1).trim())
      start = i + 1
    } else if (c === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  const rest = css.slice(start).trim()
  if (rest) blocks.push(rest)
  return blocks.filter(Boolean)
}

/**
 * Concatenates every CSS output of a build into one content-hashed file, the entry's CSS first so later rules
 * (page styles) win over base styles at equal specificity, and removes the pieces.
 * @returns the merged file's path relative to outdir, e.g. "assets/styles-1A2B3C4D.css"
 */
export function mergeCss(metafile, { root, outdir, entry }) {
  const outputs = Object.entries(metafile.outputs)
  const mainCss = outputs.find(([, o]) => o.entryPoint === entry)?.[1].cssBundle
  const cssFiles = outputs.map(([path]) => path).filter((p) => p.endsWith('.css'))
  const ordered = [...new Set([mainCss, ...cssFiles].filter(Boolean))]
  // Each route's CSS repeats the CSS modules it shares with others (a button's styles, say): keep the first
  // copy of every top-level rule. Scoped class names make equal text mean the same module's rule.
  const seen = new Set()
  const css = ordered
    .flatMap((p) => topLevelBlocks(readFileSync(resolve(root, p), 'utf8').replace(SOURCE_MAP_COMMENT, '')))
    .filter((block) => {
      if (seen.has(block)) return false
      seen.add(block)
      return true
    })
    .join('\n')
  for (const p of ordered) {
    rmSync(resolve(root, p), { force: true })
    rmSync(resolve(root, `${p}.map`), { force: true })
  }
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()
  const file = join('assets', `styles-${hash}.css`)
  writeFileSync(resolve(outdir, file), css)
  return relative(outdir, resolve(outdir, file))
}
