import { parseAddress } from '~/util/ip'
import { type Resource, resourceKey } from './resource-pages'

/**
 * How far a search reads. The API has no search: lists are read a page at a time, a few projects at once, and
 * never to their end, so a rack with thousands of instances costs a bounded number of calls per keystroke.
 */
export const SEARCH_BOUNDS = {
  /** Projects per page of the project list, and how many of its pages are read (a thousand projects). */
  projectPageSize: 50,
  maxProjectPages: 20,
  /** Rows per page of a project's lists (instances, disks...), and how many pages of each are read. */
  listPageSize: 100,
  maxListPages: 2,
  /** Projects searched at the same time. */
  projectsAtOnce: 4,
  /** The search stops once it has found this many. */
  maxHits: 50,
}

export type SearchBounds = typeof SEARCH_BOUNDS

/** Shorter than this, a text matches the palette's pages and actions but asks the API for nothing. */
export const MIN_SEARCH_LENGTH = 2

/** What the typed text is: nothing to ask the API for, a part of a name, an ID or an IP address. */
export type QueryKind = 'none' | 'name' | 'id' | 'ip'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// the API's rule for names: a lowercase letter, then letters, digits and dashes, not ending in a dash
const API_NAME = /^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/
// what a part of a name can hold: text with a space or a dot is in no name
const NAME_PART = /^[a-zA-Z0-9-]+$/

export const isUuid = (text: string) => UUID.test(text)

/** Whether the API takes `text` as a name, so that a resource can be asked for by it directly. */
export const isApiName = (text: string) => text.length <= 63 && API_NAME.test(text) && !isUuid(text)

export function queryKind(typed: string): QueryKind {
  const text = typed.trim()
  if (isUuid(text)) return 'id'
  if (parseAddress(text)) return 'ip'
  return text.length >= MIN_SEARCH_LENGTH && NAME_PART.test(text) ? 'name' : 'none'
}

/** Whether two texts are the same address, however each is written (`fd00::1` and `fd00:0::1`). */
export function sameAddress(a: string, b: string): boolean {
  const x = parseAddress(a)
  const y = parseAddress(b)
  return x !== null && y !== null && x.version === y.version && x.value === y.value
}

/**
 * How well `name` matches the typed text, ignoring case: 0 the whole name, 1 its start, 2 the start of a part of
 * it (after a dash, a dot or a space), 3 anywhere in it; null when it does not contain the text.
 */
export function nameRank(name: string, typed: string): number | null {
  const n = name.toLowerCase()
  const t = typed.trim().toLowerCase()
  if (!t) return null
  const at = n.indexOf(t)
  if (at < 0) return null
  if (n === t) return 0
  if (at === 0) return 1
  return /[-. ]/.test(n[at - 1]) || n.split(/[-. ]/).some((part) => part.startsWith(t)) ? 2 : 3
}

/**
 * Whether to read a list's next page: the first always, then while the last one read names a next page and
 * fewer than `maxPages` have been read.
 */
export const readsNextPage = (pagesRead: number, nextPage: string | undefined, maxPages: number) =>
  pagesRead === 0 || (nextPage !== undefined && pagesRead < maxPages)

/** A resource the search found, and how well its name matched (nameRank; 0 for an ID or an address). */
export type Hit = Resource & { rank: number; detail?: string }

// among matches as good as each other: projects, then what a project holds, the things most often looked for first
const KIND_ORDER = ['project', 'instance', 'vpc', 'disk', 'snapshot', 'image', 'floating-ip']

const byRelevance = (a: Hit, b: Hit) =>
  a.rank - b.rank ||
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
  a.name.length - b.name.length ||
  a.name.localeCompare(b.name) ||
  (a.project ?? '').localeCompare(b.project ?? '')

/**
 * The hits so far with `found` added, each resource once, in an order that does not depend on which answer came
 * first: the best matches, then by kind, then the shortest names.
 */
export function addHits(hits: readonly Hit[], found: readonly Hit[]): Hit[] {
  const byKey = new Map(hits.map((h) => [resourceKey(h), h]))
  for (const h of found) if (!byKey.has(resourceKey(h))) byKey.set(resourceKey(h), h)
  return [...byKey.values()].sort(byRelevance)
}

/**
 * Where a search is. It goes through the projects twice when it can look for something quickly first (a resource of
 * exactly the typed name, asked for directly; a floating IP holding the typed address): the quick look in every
 * project, then the long one (the lists read page by page), so that what the quick look finds comes early.
 */
export type SearchProgress = {
  /** `quick` while the quick look goes through the projects, then `thorough`. */
  phase: 'quick' | 'thorough'
  /** What the quick look is for, in words: "the exact name", "a floating IP". */
  quickly: string
  /** Projects the quick look is done with. */
  checked: number
  /** Projects the search is done with. */
  searched: number
  /** The projects read from the project list so far. */
  total: number
  /** The project list has pages not read yet. */
  moreProjects: boolean
  /** The search stopped at the last page of the project list it may read. */
  projectsCut: boolean
  /** Projects with a list longer than the pages the search reads. */
  listsCutIn: string[]
  /** Projects (or the silo's images) the API would not list or failed to. */
  failedIn: string[]
  /** The search stopped at SEARCH_BOUNDS.maxHits. */
  hitsCut: boolean
}

export const START: SearchProgress = {
  phase: 'thorough',
  quickly: '',
  checked: 0,
  searched: 0,
  total: 0,
  moreProjects: true,
  projectsCut: false,
  listsCutIn: [],
  failedIn: [],
  hitsCut: false,
}

/** "Searched 3 of 12 projects"; "12+" while the project list has more to read; the quick look says what it is. */
export function progressText(p: SearchProgress): string {
  const of = `${p.total}${p.moreProjects ? '+' : ''} ${p.total === 1 && !p.moreProjects ? 'project' : 'projects'}`
  return p.phase === 'quick'
    ? `Checked ${p.checked} of ${of} for ${p.quickly}`
    : `Searched ${p.searched} of ${of}`
}

const few = (names: string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`

/** What the search left out, in words, so that a match it did not reach is never missing without a word. */
export function boundNotes(p: SearchProgress, bounds: SearchBounds = SEARCH_BOUNDS): string[] {
  const notes: string[] = []
  if (p.hitsCut)
    notes.push(`Showing the first ${bounds.maxHits} matches: type more of the name to narrow them.`)
  if (p.projectsCut) notes.push(`Only the first ${p.total} projects were searched.`)
  if (p.listsCutIn.length > 0) {
    const rows = bounds.listPageSize * bounds.maxListPages
    notes.push(`Only the first ${rows} of each kind of resource were searched in ${few(p.listsCutIn)}.`)
  }
  if (p.failedIn.length > 0) notes.push(`Could not search ${few(p.failedIn)}.`)
  return notes
}
