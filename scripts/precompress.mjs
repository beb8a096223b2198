// Gzip and brotli variants of a build's compressible files, written beside them (`x.js.gz`, `x.js.br`), so a
// server can send them as they are instead of compressing on every request.
import { readFile, writeFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzipAsync = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Text formats compress well; fonts, images in binary formats and archives are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt'])

export const isCompressible = (path) => COMPRESSIBLE.has(extname(path))

/**
 * How hard to work. `max` (release and production builds) spends the build's time on the files every user
 * downloads; source maps, which only developer tools fetch, get a quick level even there. `fast` (preview
 * builds, mostly put on hosts that compress by themselves) keeps the build quick.
 * @typedef {'max' | 'fast'} Compression
 */
const LEVELS = {
  max: { code: { br: 11, gzip: 9 }, map: { br: 5, gzip: 6 } },
  fast: { code: { br: 5, gzip: 6 }, map: { br: 4, gzip: 6 } },
}

/** The encodings, as `Content-Encoding` names them, with the suffix of their files. */
export const ENCODINGS = /** @type {const} */ ({ br: '.br', gzip: '.gz' })

/**
 * Gzip whose bytes depend on the input alone. Node writes the header with no file name and a zero time, but
 * zlib marks it with the operating system it was built for: mark it "unknown" (255) so every platform agrees.
 *
 * @param {Buffer} source @param {number} level
 */
export async function gzip(source, level) {
  const bytes = await gzipAsync(source, { level })
  bytes[9] = 255
  return bytes
}

/**
 * Compresses each compressible file with both encodings, keeping a variant only when it is smaller than the file.
 * Runs the files concurrently (zlib works on libuv's thread pool).
 *
 * @param {string} dir the build folder
 * @param {string[]} paths files in it, relative to it
 * @param {Compression} compression
 * @returns {Promise<Map<string, Partial<Record<keyof typeof ENCODINGS, Buffer>>>>} what was written, per file
 */
export async function precompress(dir, paths, compression) {
  const written = new Map()
  await Promise.all(
    paths.filter(isCompressible).map(async (path) => {
      const source = await readFile(`${dir}/${path}`)
      const level = LEVELS[compression][path.endsWith('.map') ? 'map' : 'code']
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: level.br,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, level.gzip),
      ])
      const variants = {}
      for (const [encoding, bytes] of /** @type {const} */ ([
        ['br', br],
        ['gzip', gz],
      ])) {
        if (bytes.length >= source.length) continue
        await writeFile(`${dir}/${path}${ENCODINGS[encoding]}`, bytes)
        variants[encoding] = bytes
      }
      written.set(path, variants)
    }),
  )
  return written
}
