import { type Resource, resourceKey, resourceOfPath } from './resource-pages'

/** How many recently visited resources the palette lists. */
export const MAX_RECENTS = 8

/**
 * The resources whose pages were visited last, newest first, each once however many of its pages were visited
 * (an instance's storage and its networking are one instance), from the pages visited, newest first.
 */
export function recentResources(visits: readonly string[]): Resource[] {
  const seen = new Set<string>()
  const recents: Resource[] = []
  for (const path of visits) {
    const resource = resourceOfPath(path)
    if (!resource || seen.has(resourceKey(resource))) continue
    seen.add(resourceKey(resource))
    recents.push(resource)
    if (recents.length === MAX_RECENTS) break
  }
  return recents
}

/** The projects of recently visited resources (a project's own name for a project), newest first, each once. */
export const projectsOf = (recents: readonly Resource[]): string[] => [
  ...new Set(recents.map((r) => r.project ?? r.name)),
]
