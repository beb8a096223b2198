import type { NavArea } from './nav-areas'
import { type Resource, type ResourceKind, resourceKey } from './resource-pages'
import { type Hit, nameRank } from './search-rules'

/** One option of the palette: where it goes, and the words it is shown and found by. */
export type Entry = { id: string; label: string; detail: string; to: string; keepsListPlace?: true }

export type Section = { id: string; title: string; entries: Entry[] }

/** A list page's create action: its link's words and where it goes (with the list's place in the URL). */
export type CreateLink = { label: string; to: string }

export const KIND_LABELS: Record<ResourceKind, string> = {
  project: 'Project',
  instance: 'Instance',
  disk: 'Disk',
  vpc: 'VPC',
  snapshot: 'Snapshot',
  image: 'Image',
  'floating-ip': 'Floating IP',
}

/** The pages of the navigation's areas, each named with its area (Silo, System, Project web-frontend...). */
export const pageEntries = (areas: readonly NavArea[]): Entry[] =>
  areas.flatMap((area) =>
    area.items.map((item) => ({ id: `page ${item.to}`, label: item.label, detail: area.label, to: item.to })),
  )

export const actionEntry = ({ label, to }: CreateLink): Entry => ({
  id: `action ${to}`,
  label,
  detail: 'On this page',
  to,
  keepsListPlace: true,
})

const resourceDetail = (r: Resource & { detail?: string }) =>
  [KIND_LABELS[r.kind] + (r.project ? ` in ${r.project}` : ''), r.detail].filter(Boolean).join(' · ')

export const recentEntry = (r: Resource): Entry => ({
  id: `recent ${resourceKey(r)}`,
  label: r.name,
  detail: resourceDetail(r),
  to: r.path,
})

export const hitEntry = (h: Hit): Entry => ({
  id: `hit ${resourceKey(h)}`,
  label: h.name,
  detail: resourceDetail(h),
  to: h.path,
})

/**
 * How well an entry matches the typed words, each of which must be in its label or its detail: by how its label
 * matches the whole text (nameRank), and after those, entries matched through their detail. Null: no match.
 */
export function entryRank(entry: Entry, typed: string): number | null {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const haystack = `${entry.label} ${entry.detail}`.toLowerCase()
  if (!words.every((word) => haystack.includes(word))) return null
  return nameRank(entry.label, typed) ?? 4
}

/** The entries that match the text, best first and the shorter of two as good (all, in order, for no text). */
function matching(entries: Entry[], typed: string): Entry[] {
  if (!typed.trim()) return entries
  return entries
    .map((entry) => ({ entry, rank: entryRank(entry, typed) }))
    .filter((e): e is { entry: Entry; rank: number } => e.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.entry.label.length - b.entry.label.length)
    .map((e) => e.entry)
}

type Parts = { recents: Resource[]; action: CreateLink | null; pages: Entry[]; hits: Hit[] }

/**
 * The palette's sections for the typed text: recently visited resources first, then this page's action, the
 * pages, and the resources the search found (less those already listed as recent). Empty sections are left out.
 */
export function paletteSections(typed: string, { recents, action, pages, hits }: Parts): Section[] {
  const recent = matching(recents.map(recentEntry), typed)
  const shown = new Set(recent.map((e) => e.id))
  const sections: Section[] = [
    { id: 'recent', title: 'Recent', entries: recent },
    { id: 'actions', title: 'Actions', entries: matching(action ? [actionEntry(action)] : [], typed) },
    { id: 'pages', title: 'Pages', entries: matching(pages, typed) },
    {
      id: 'resources',
      title: 'Resources',
      entries: hits.filter((h) => !shown.has(recentEntry(h).id)).map(hitEntry),
    },
  ]
  return sections.filter((s) => s.entries.length > 0)
}
