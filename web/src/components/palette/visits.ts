const KEY = 'visited-pages'

/** How many of the last pages visited in a project are kept, for the palette's recently visited resources. */
export const MAX_VISITS = 30

// a page of one project (its lists, its resources), not the projects list's edit form (/projects/{project}/edit)
const PROJECT_PAGE = /^\/projects\/([^/]+)\/(?!edit$)[^/]/

/** The project whose page `pathname` is, if it is one of a project's pages. */
export function projectOfPage(pathname: string): string | undefined {
  const m = PROJECT_PAGE.exec(pathname)
  return m ? decodeURIComponent(m[1]) : undefined
}

/**
 * The pages of projects visited last, newest first, each once. Storage may be unavailable (blocked, private mode)
 * or hold anything: what cannot be read is an empty list.
 */
export function readVisits(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((p) => typeof p === 'string') : []
  } catch {
    return []
  }
}

/** Remembers a page of a project as visited; a full or blocked storage is let be. */
export function rememberVisit(pathname: string) {
  if (!PROJECT_PAGE.test(pathname)) return
  try {
    const visits = [pathname, ...readVisits().filter((p) => p !== pathname)]
    localStorage.setItem(KEY, JSON.stringify(visits.slice(0, MAX_VISITS)))
  } catch {
    // nothing to remember with
  }
}
