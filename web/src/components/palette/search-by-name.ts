import type { Project } from '~/api/__generated__/Api'
import { sweepProjects } from './project-sweep'
import { type ResourceKind, resourcePath } from './resource-pages'
import { callWith, type Paging, readPages } from './search-calls'
import { type Hit, isApiName, nameRank } from './search-rules'
import { isMiss, type SearchRun } from './search-run'

type Named = { name: string }

/** A kind of resource in a project: how to ask for one by its name, and how to read its list. */
type Finder = {
  kind: ResourceKind
  view: (signal: AbortSignal, name: string, project: string | undefined) => Promise<Named>
  list: (
    paging: Paging,
    project: string | undefined,
    onRows: (rows: Named[]) => void,
  ) => Promise<{ cut: boolean }>
}

const FINDERS: Finder[] = [
  {
    kind: 'instance',
    view: (signal, instance, project) =>
      callWith(signal, 'instanceView', { path: { instance }, query: { project } }),
    list: (paging, project, onRows) => readPages('instanceList', { query: { project } }, paging, onRows),
  },
  {
    kind: 'disk',
    view: (signal, disk, project) => callWith(signal, 'diskView', { path: { disk }, query: { project } }),
    list: (paging, project, onRows) => readPages('diskList', { query: { project } }, paging, onRows),
  },
  {
    kind: 'vpc',
    view: (signal, vpc, project) => callWith(signal, 'vpcView', { path: { vpc }, query: { project } }),
    list: (paging, project, onRows) => readPages('vpcList', { query: { project } }, paging, onRows),
  },
  {
    kind: 'snapshot',
    view: (signal, snapshot, project) =>
      callWith(signal, 'snapshotView', { path: { snapshot }, query: { project } }),
    list: (paging, project, onRows) => readPages('snapshotList', { query: { project } }, paging, onRows),
  },
  {
    kind: 'image',
    view: (signal, image, project) => callWith(signal, 'imageView', { path: { image }, query: { project } }),
    list: (paging, project, onRows) => readPages('imageList', { query: { project } }, paging, onRows),
  },
  {
    kind: 'floating-ip',
    view: (signal, floatingIp, project) =>
      callWith(signal, 'floatingIpView', { path: { floatingIp }, query: { project } }),
    list: (paging, project, onRows) => readPages('floatingIpList', { query: { project } }, paging, onRows),
  },
]

const IMAGES = FINDERS.filter((f) => f.kind === 'image')

const hitOf = (kind: ResourceKind, name: string, rank: number, project?: string): Hit => ({
  kind,
  name,
  project,
  path: resourcePath(kind, name, project),
  rank,
})

/** Asks for a resource of exactly the typed name, of each kind, in a project or (with none) among the silo's images. */
async function lookUp(run: SearchRun, text: string, finders: Finder[], project?: string) {
  await Promise.all(
    finders.map(async ({ kind, view }) => {
      try {
        const found = await view(run.signal, text, project)
        run.found([hitOf(kind, found.name, 0, project)])
      } catch (error) {
        if (!isMiss(error)) run.failed(project ?? "the silo's images")
      }
    }),
  )
}

/** Reads each kind's list in a project (or the silo's images), a page at a time, for names that hold the text. */
async function readLists(run: SearchRun, text: string, finders: Finder[], project?: string) {
  const { signal, bounds } = run
  const paging = { signal, pageSize: bounds.listPageSize, maxPages: bounds.maxListPages }
  let cut = false
  await Promise.all(
    finders.map(async ({ kind, list }) => {
      try {
        const read = await list(paging, project, (rows) => {
          const hits = rows.flatMap(({ name }) => {
            const rank = nameRank(name, text)
            return rank === null ? [] : [hitOf(kind, name, rank, project)]
          })
          run.found(hits)
        })
        cut ||= read.cut
      } catch (error) {
        // a project visited before and since deleted, or no longer the user's to see, is passed over
        if (!isMiss(error)) run.failed(project ?? "the silo's images")
      }
    }),
  )
  if (cut && project && !signal.aborted) {
    run.update((p) => ({ listsCutIn: [...p.listsCutIn, project] }))
  }
}

/**
 * Resources whose names contain `text`: projects (one of that exact name asked for directly, the others matched
 * as the project list is read), the silo's images, and in each project its instances, disks, VPCs, snapshots,
 * images and floating IPs: first those of exactly that name, asked for in every project, then the others, read
 * from each project's lists.
 */
export async function searchByName(run: SearchRun, text: string): Promise<void> {
  const { signal } = run
  const exactProject = async () => {
    if (!isApiName(text)) return
    try {
      const project = await callWith(signal, 'projectView', { path: { project: text } })
      run.found([hitOf('project', project.name, 0)])
    } catch {
      // a project not there (or not the user's to see) is found by no other way either
    }
  }
  const matchProjects = (projects: Project[]) =>
    run.found(
      projects.flatMap(({ name }) => {
        const rank = nameRank(name, text)
        return rank === null ? [] : [hitOf('project', name, rank)]
      }),
    )
  const exact = isApiName(text)
  const siloImages = async () => {
    if (exact) await lookUp(run, text, IMAGES)
    await readLists(run, text, IMAGES)
  }
  await Promise.all([
    exactProject(),
    siloImages(),
    sweepProjects(
      run,
      matchProjects,
      {
        quick: exact
          ? { quickly: 'the exact name', look: (project) => lookUp(run, text, FINDERS, project) }
          : undefined,
        thorough: (project) => readLists(run, text, FINDERS, project),
      },
      // an instance named after its project (scale-p300-i0999) is looked for in that project first
      { first: run.firstProjects, named: (project) => text.toLowerCase().includes(project) },
    ),
  ])
}
