// A tar archive (POSIX ustar) whose bytes depend only on the files in it: fixed modes, owners and times, and
// entries in the order given. node-tar reads modes, owners and times from the file system, which differ from one
// checkout to the next; this is all a release needs.

const BLOCK = 512
// tar programs read in records of 20 blocks; a short last record is padded with zeros
const RECORD = 20 * BLOCK

/** @typedef {{ path: string, bytes?: Buffer }} TarEntry  a directory's path ends in `/` and has no bytes */

/**
 * @param {TarEntry[]} entries in archive order
 * @param {{ mtime: number }} opts seconds since 1970 for every entry
 */
export function tar(entries, { mtime }) {
  const parts = []
  for (const entry of entries) {
    const isDir = entry.path.endsWith('/')
    const bytes = isDir ? Buffer.alloc(0) : /** @type {Buffer} */ (entry.bytes)
    parts.push(header(entry.path, { size: bytes.length, mtime, isDir }), bytes, padding(bytes.length, BLOCK))
  }
  parts.push(Buffer.alloc(2 * BLOCK))
  const length = parts.reduce((n, p) => n + p.length, 0)
  parts.push(padding(length, RECORD))
  return Buffer.concat(parts)
}

const padding = (length, unit) => Buffer.alloc((unit - (length % unit)) % unit)

function header(path, { size, mtime, isDir }) {
  const block = Buffer.alloc(BLOCK)
  const [prefix, name] = splitPath(path)
  block.write(name, 0, 100, 'utf8')
  octal(block, 100, 8, isDir ? 0o755 : 0o644)
  octal(block, 108, 8, 0) // uid
  octal(block, 116, 8, 0) // gid
  octal(block, 124, 12, size)
  octal(block, 136, 12, mtime)
  block.write(isDir ? '5' : '0', 156, 1, 'latin1')
  block.write('ustar\u000000', 257, 8, 'latin1')
  block.write('root', 265, 32, 'latin1') // uname
  block.write('root', 297, 32, 'latin1') // gname
  block.write(prefix, 345, 155, 'utf8')
  // the checksum is the sum of the header's bytes with its own field read as spaces
  block.fill(' ', 148, 156, 'latin1')
  const sum = block.reduce((n, byte) => n + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'latin1')
  return block
}

/** A number as the zero-padded octal digits a field holds, ending in NUL. */
function octal(block, offset, length, value) {
  const digits = value.toString(8)
  if (digits.length > length - 1) throw new Error(`${value} does not fit a tar field of ${length} bytes`)
  block.write(`${digits.padStart(length - 1, '0')}\u0000`, offset, length, 'latin1')
}

/** ustar keeps paths over 100 bytes as a prefix (up to 155) and a name (up to 100), split at a slash. */
function splitPath(path) {
  if (Buffer.byteLength(path) <= 100) return ['', path]
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) {
    const prefix = path.slice(0, i)
    const name = path.slice(i + 1)
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100 && name) return [prefix, name]
  }
  throw new Error(`the path ${path} is too long for a tar archive`)
}
