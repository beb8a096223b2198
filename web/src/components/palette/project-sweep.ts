import type { Project } from '~/api/__generated__/Api'
import { inTurns, readPages } from './search-calls'
import type { SearchRun } from './search-run'

/** What a search does in each project: a quick look first, if it has one (`quickly` says for what), then a long one. */
export type ProjectSearch = {
  quick?: { quickly: string; look: (project: string) => Promise<void> }
  thorough: (project: string) => Promise<void>
}

/** Which projects come first: those visited last, then those the typed text names (`web-1` is in `web`). */
export type ProjectOrder = { first?: readonly string[]; named?: (project: string) => boolean }

/**
 * Goes through the user's projects, `projectsAtOnce` at a time. The projects visited last are searched whole while
 * the project list is read (a page at a time, at most the bounds' pages; `onProjects` sees each page). Then every
 * project is given the quick look, those the text names first, and then the long one (with no quick look, only the
 * long one). Counts the projects done in each.
 */
export async function sweepProjects(
  run: SearchRun,
  onProjects: (projects: Project[]) => void,
  { quick, thorough }: ProjectSearch,
  { first = [], named = () => false }: ProjectOrder = {},
): Promise<void> {
  const { signal, bounds } = run
  const done = new Set<string>()
  run.update(() => (quick ? { phase: 'quick', quickly: quick.quickly } : { phase: 'thorough' }))

  const early = inTurns(first, bounds.projectsAtOnce, signal, async (name) => {
    await quick?.look(name)
    await thorough(name)
    done.add(name)
  })
  const names: string[] = []
  const paging = { signal, pageSize: bounds.projectPageSize, maxPages: bounds.maxProjectPages }
  const list = readPages('projectList', {}, paging, (projects, more) => {
    names.push(...projects.map((p) => p.name))
    run.update((p) => ({ total: p.total + projects.length, moreProjects: more }))
    onProjects(projects)
  }).then(
    ({ cut }) => run.update(() => ({ moreProjects: false, projectsCut: cut })),
    () => {
      // a page of the project list that failed: the projects past it are not searched
      run.failed('the project list')
      run.update(() => ({ moreProjects: false }))
    },
  )
  await Promise.all([early, list])

  const order = [...names.filter(named), ...names.filter((name) => !named(name))]
  const inEach = (search: (project: string) => Promise<void>, counter: 'checked' | 'searched') =>
    inTurns(order, bounds.projectsAtOnce, signal, async (name) => {
      if (!done.has(name)) await search(name)
      if (!signal.aborted) run.update((p) => ({ [counter]: p[counter] + 1 }))
    })
  if (quick) {
    await inEach(quick.look, 'checked')
    if (signal.aborted) return
    run.update(() => ({ phase: 'thorough' }))
  }
  await inEach(thorough, 'searched')
}
