import type { BundleFile } from './bundle-index'

/** A page of files holds fewer rows than other lists: each row asks the API for its file's size. */
export const FILES_PAGE_SIZE = 25
export const FILES_PAGE_SIZES = [10, 25, 50]

/** The page of files the URL shows (`?page=` from 1, `?limit=`), kept within the pages there are. */
export function pageOfFiles(files: readonly BundleFile[], search: URLSearchParams) {
  const asked = Number(search.get('limit'))
  const limit = FILES_PAGE_SIZES.includes(asked) ? asked : FILES_PAGE_SIZE
  const pages = Math.max(1, Math.ceil(files.length / limit))
  const n = Math.floor(Number(search.get('page')))
  const page = Number.isFinite(n) && n >= 1 ? Math.min(n, pages) : 1
  return { limit, page, pages, rows: files.slice((page - 1) * limit, page * limit) }
}
