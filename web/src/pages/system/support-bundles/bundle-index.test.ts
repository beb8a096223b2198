// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  bundleDownloadName,
  downloadName,
  indexSummary,
  parseIndex,
  sizeFromHeaders,
  sizeWithBytes,
} from './bundle-index'
import { bundleFilePath } from './bundle-reads'
import { pageOfFiles } from './files-page'

const INDEX = [
  'sled-BRM42220001/',
  'sled-BRM42220001/zoneadm.txt',
  'bundle_id.txt',
  'sp_task_dumps/',
  'sp_task_dumps/sled_14/',
  'sp_task_dumps/sled_14/dump-0.zip',
  'sled-BRM42220001/dladm.txt',
  '',
  'sled-BRM42220001/logs/sled-agent.log',
  'bundle_id.txt',
  'reconfigurator_state.json\r',
].join('\n')

describe('a bundle index', () => {
  it('lists the files, top-level first then folder by folder, without folders, blanks or repeats', () => {
    expect(parseIndex(INDEX).map((f) => f.path)).toEqual([
      'bundle_id.txt',
      'reconfigurator_state.json',
      'sled-BRM42220001/dladm.txt',
      'sled-BRM42220001/logs/sled-agent.log',
      'sled-BRM42220001/zoneadm.txt',
      'sp_task_dumps/sled_14/dump-0.zip',
    ])
  })

  it('splits each path into its folder and its name', () => {
    const [top, , , log] = parseIndex(INDEX)
    expect(top).toEqual({ path: 'bundle_id.txt', folder: '', name: 'bundle_id.txt' })
    expect(log).toEqual({
      path: 'sled-BRM42220001/logs/sled-agent.log',
      folder: 'sled-BRM42220001/logs/',
      name: 'sled-agent.log',
    })
  })

  it('sums the files up with every folder they sit in', () => {
    expect(indexSummary(parseIndex(INDEX))).toBe('6 files in 4 folders')
    expect(indexSummary(parseIndex('bundle_id.txt\n'))).toBe('1 file')
    expect(indexSummary([])).toBe('0 files')
  })

  it('names a file in the URL as one segment, and saves it under its whole path', () => {
    expect(bundleFilePath('b1', 'sled-BRM42220001/dladm.txt')).toBe(
      '/experimental/v1/system/support-bundles/b1/download/sled-BRM42220001%2Fdladm.txt',
    )
    expect(downloadName('sled-BRM42220001/dladm.txt')).toBe('sled-BRM42220001_dladm.txt')
    expect(bundleDownloadName('b1')).toBe('support-bundle-b1.zip')
  })

  it('pages the files 25 at a time unless the URL asks for another size it offers', () => {
    const files = parseIndex(
      Array.from({ length: 60 }, (_, i) => `f${String(i).padStart(2, '0')}.txt`).join('\n'),
    )
    expect(pageOfFiles(files, new URLSearchParams())).toMatchObject({ limit: 25, page: 1, pages: 3 })
    const last = pageOfFiles(files, new URLSearchParams('page=9'))
    expect(last.page).toBe(3)
    expect(last.rows.map((f) => f.path)).toEqual(Array.from({ length: 10 }, (_, i) => `f${50 + i}.txt`))
    expect(pageOfFiles(files, new URLSearchParams('limit=10&page=2')).rows[0].path).toBe('f10.txt')
    expect(pageOfFiles(files, new URLSearchParams('limit=7')).limit).toBe(25)
  })
})

describe('sizes', () => {
  it('reads a HEAD answer’s Content-Length, and nothing from a missing or odd one', () => {
    expect(sizeFromHeaders(new Headers({ 'content-length': '711946' }))).toBe(711946)
    expect(sizeFromHeaders(new Headers({ 'content-length': '0' }))).toBe(0)
    expect(sizeFromHeaders(new Headers())).toBeNull()
    expect(sizeFromHeaders(new Headers({ 'content-length': '-3' }))).toBeNull()
    expect(sizeFromHeaders(new Headers({ 'content-length': '12.5' }))).toBeNull()
  })

  it('writes a size in its largest unit, with the exact count of bytes when that rounds', () => {
    expect(sizeWithBytes(37)).toBe('37 B')
    expect(sizeWithBytes(711946)).toBe('695.26 KiB (711,946 bytes)')
    expect(sizeWithBytes(5 * 1024 ** 3)).toBe('5 GiB (5,368,709,120 bytes)')
  })
})
