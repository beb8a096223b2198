// esbuild gives every lazily loaded route its own CSS file, which nothing would load when the route's JS is
// imported. All our CSS is either scoped (CSS modules) or meant to be global, so the build writes it as two
// stylesheets in one order: what the public pages need, loaded by index.html, and the rest, which the app adds
// with the signed-in routes. Both are files, as the Content-Security-Policy (style-src 'self', no injected
// styles) wants.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * For each line of a stylesheet, the columns where a mapped piece starts and the index of the source it comes
 * from, decoded from a source map's `mappings` (base64 VLQ; only the first two fields matter here).
 * @returns {[column: number, source: number][][]}
 */
export function sourceColumns(mappings) {
  const lines = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = BASE64.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += fields[0]
      if (fields.length > 1) {
        source += fields[1]
        segments.push([column, source])
      }
    }
    lines.push(segments)
  }
  return lines
}

/**
 * The top-level blocks of a stylesheet esbuild wrote, each with the file it came from (by its source map), as a
 * path relative to the repository.
 * @returns {{ block: string, source: string | undefined }[]}
 */
export function blocksWithSources(cssPath, root) {
  const text = readFileSync(cssPath, 'utf8').replace(SOURCE_MAP_COMMENT, '')
  const map = JSON.parse(readFileSync(`${cssPath}.map`, 'utf8'))
  const columns = sourceColumns(map.mappings)
  const sources = map.sources.map((s) => relative(root, resolve(dirname(cssPath), s)).replaceAll('\\', '/'))
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  // the first mapped piece from `start` on, before `end`: a block may open with a comment that maps to nothing
  // (a development build names each file in one), so the search goes on to the next lines
  const sourceBetween = (start, end) => {
    let line = lastAtOrBefore(lineStarts, start)
    let column = start - lineStarts[line]
    for (; line < lineStarts.length && lineStarts[line] < end; line++, column = 0) {
      const segments = columns[line] ?? []
      const i = firstAtOrAfter(segments, column)
      if (i < segments.length && lineStarts[line] + segments[i][0] < end) return sources[segments[i][1]]
    }
    return undefined
  }
  let from = 0
  return topLevelBlocks(text).map((block) => {
    const at = text.indexOf(block, from)
    from = at + block.length
    return { block, source: sourceBetween(at, from) }
  })
}

/** The index of the last of the sorted `starts` that is at most `offset`. */
function lastAtOrBefore(starts, offset) {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid] <= offset) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The index of the first segment (sorted by column) that starts at `column` or after; the length if none. */
function firstAtOrAfter(segments, column) {
  let lo = 0
  let hi = segments.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (segments[mid][0] < column) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Writes a build's CSS as two content-hashed stylesheets and removes esbuild's pieces. esbuild gives the entry
 * (and every lazily loaded module) a stylesheet with all the CSS reachable from it, in one order. That order is
 * kept: the first stylesheet, which index.html loads, runs up to the last rule of a CSS file that a public page
 * (sign-in, device, the error screens, what the entry itself draws) imports; the second, the signed-in area's,
 * holds the rest, and the app adds it after the first when it loads the signed-in routes, so the cascade is the
 * one a single stylesheet would give. Rules repeated across esbuild's pieces are kept once (scoped class names
 * make equal text mean the same module's rule).
 * @param {(path: string) => boolean} isPublicModule whether a lazily loaded module (its source path) is public
 * @returns {{ css: string, signedInCss: string }} e.g. "assets/styles-1A2B3C4D.css"
 */
export function mergeCss(metafile, { root, outdir, entry, isPublicModule = () => true }) {
  const outputs = Object.entries(metafile.outputs)
  const mainCss = outputs.find(([, o]) => o.entryPoint === entry)?.[1].cssBundle
  const cssFiles = outputs.map(([path]) => path).filter((p) => p.endsWith('.css'))
  const ordered = [...new Set([mainCss, ...cssFiles].filter(Boolean))]
  const publicCss = publicStyles(metafile, { root, entry, isPublicModule })
  const seen = new Set()
  const blocks = []
  for (const path of ordered) {
    const full = resolve(root, path)
    const text = readFileSync(full, 'utf8').replace(SOURCE_MAP_COMMENT, '')
    // most pieces repeat the entry's rules: read the source map only of one that adds some
    if (topLevelBlocks(text).every((block) => seen.has(block))) continue
    const pieces = existsSync(`${full}.map`)
      ? blocksWithSources(full, root)
      : topLevelBlocks(text).map((block) => ({ block, source: undefined }))
    for (const piece of pieces) {
      if (seen.has(piece.block)) continue
      seen.add(piece.block)
      blocks.push(piece)
    }
  }
  const { publicBlocks, signedInBlocks } = splitPublic(blocks, publicCss)
  for (const p of ordered) {
    rmSync(resolve(root, p), { force: true })
    rmSync(resolve(root, `${p}.map`), { force: true })
  }
  const write = (name, list) => {
    const css = list.map((b) => b.block).join('\n')
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()
    const file = join('assets', `${name}-${hash}.css`)
    writeFileSync(resolve(outdir, file), css)
    return file.replaceAll('\\', '/')
  }
  return {
    css: write('styles', publicBlocks),
    signedInCss: write('signed-in', signedInBlocks),
  }
}

/** The files a block of gathered licenses names (`node_modules/...`), or undefined for any other block. */
function licensedFiles(block) {
  if (!block.startsWith('/*! Bundled license information:')) return undefined
  return [...block.matchAll(/^(\S+\.css):$/gm)].map((m) => `node_modules/${m[1]}`)
}

/**
 * The rules of a public page's CSS files, and the rest, each in the order they come. The signed-in area's
 * stylesheet follows the public one, so a rule ends up after every rule of the files its module imports, as in one
 * stylesheet: a public module never imports a signed-in one. The licenses esbuild gathers at the end of a file
 * (`Bundled license information`) go with the files they name; any other block no source claims (a comment)
 * goes with the block after it.
 * @template {{ source?: string }} B
 * @param {B[]} blocks
 * @param {Set<string>} publicCss
 * @returns {{ publicBlocks: B[], signedInBlocks: B[] }}
 */
export function splitPublic(blocks, publicCss) {
  const publicBlocks = []
  const signedInBlocks = []
  let unclaimed = []
  let last = publicBlocks
  for (const block of blocks) {
    const licensed = licensedFiles(block.block)
    if (licensed) {
      const group = licensed.some((f) => publicCss.has(f)) ? publicBlocks : signedInBlocks
      group.push(block)
      continue
    }
    if (block.source === undefined) {
      unclaimed.push(block)
      continue
    }
    last = publicCss.has(block.source) ? publicBlocks : signedInBlocks
    last.push(...unclaimed, block)
    unclaimed = []
  }
  last.push(...unclaimed)
  return { publicBlocks, signedInBlocks }
}

/**
 * The CSS files (relative to the repository) that a public page can ever draw: those imported by the code the
 * entry imports, statically or on demand (a sign-in page, a dialog, a popup), short of the signed-in area's.
 */
export function publicStyles(metafile, { root, entry, isPublicModule }) {
  const outputs = metafile.outputs
  const main = Object.keys(outputs).find((p) => outputs[p].entryPoint === entry)
  const files = new Set()
  const visit = (path) => {
    if (files.has(path)) return
    files.add(path)
    for (const imp of outputs[path].imports) {
      if (imp.external || !imp.path.endsWith('.js')) continue
      const target = outputs[imp.path]?.entryPoint
      if (imp.kind === 'dynamic-import' && target && !isPublicModule(resolve(root, target))) continue
      visit(imp.path)
    }
  }
  if (main) visit(main)
  const css = new Set()
  for (const file of files) {
    for (const input of Object.keys(outputs[file].inputs)) {
      if (input.endsWith('.css')) css.add(input)
      for (const imp of metafile.inputs[input]?.imports ?? [])
        if (imp.path.endsWith('.css')) css.add(imp.path)
    }
  }
  // a stylesheet's own @import lines
  for (const path of [...css]) for (const imp of metafile.inputs[path]?.imports ?? []) css.add(imp.path)
  return css
}
