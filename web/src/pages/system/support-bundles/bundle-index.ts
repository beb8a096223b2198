import { formatBytes } from '~/util/format'

/** One file of a bundle, by its path in the bundle's index (`sled-BRM42220001/dladm.txt`). */
export type BundleFile = { path: string; folder: string; name: string }

/**
 * The files a bundle's index lists, one path a line, in path order. Folders have entries of their own in the
 * index (a path ending in `/`) but nothing to download, so they are left out; blank lines and repeats too.
 */
export function parseIndex(text: string): BundleFile[] {
  const paths = new Set<string>()
  for (const line of text.split(/\r?\n/)) {
    const path = line.trim()
    if (path && !path.endsWith('/')) paths.add(path)
  }
  return [...paths].sort(comparePaths).map((path) => {
    const cut = path.lastIndexOf('/') + 1
    return { path, folder: path.slice(0, cut), name: path.slice(cut) }
  })
}

/** Files at the top of the bundle first, then folder by folder. */
export function comparePaths(a: string, b: string): number {
  const depth = (p: string) => (p.includes('/') ? 1 : 0)
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** `95 files in 21 folders`, counting every folder a file sits in, however deep. */
export function indexSummary(files: readonly BundleFile[]): string {
  const folders = new Set<string>()
  for (const { folder } of files) {
    const parts = folder.split('/').filter(Boolean)
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'))
  }
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
  const fileCount = count(files.length, 'file', 'files')
  return folders.size ? `${fileCount} in ${count(folders.size, 'folder', 'folders')}` : fileCount
}

/** The name a downloaded file is saved under: its whole path, which tells one sled's `dladm.txt` from another's. */
export const downloadName = (path: string) => path.replaceAll('/', '_')

/** The name the whole bundle is saved under. */
export const bundleDownloadName = (bundleId: string) => `support-bundle-${bundleId}.zip`

/** The size a HEAD request's Content-Length gives, or null when it gives none that is a whole number of bytes. */
export function sizeFromHeaders(headers: Headers): number | null {
  const length = headers.get('content-length')
  if (length === null || !/^\d+$/.test(length.trim())) return null
  return Number(length)
}

/** `695.3 KiB (711,946 bytes)`: the size in the largest fitting unit, and the exact count when that rounds. */
export function sizeWithBytes(bytes: number): string {
  const short = formatBytes(bytes)
  return bytes < 1024 ? short : `${short} (${bytes.toLocaleString('en-US')} bytes)`
}
