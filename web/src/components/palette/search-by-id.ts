import { pb } from '~/util/paths'
import { type ResourceKind, resourcePath } from './resource-pages'
import { callWith } from './search-calls'
import { isMiss, type SearchRun } from './search-run'

type Found = { name: string; projectId?: string | null }

/** Each kind of resource the API gives by its ID alone (the `NameOrId` of its view, without a project). */
const BY_ID: [ResourceKind, (signal: AbortSignal, id: string) => Promise<Found>][] = [
  ['project', (signal, project) => callWith(signal, 'projectView', { path: { project } })],
  ['instance', (signal, instance) => callWith(signal, 'instanceView', { path: { instance } })],
  ['disk', (signal, disk) => callWith(signal, 'diskView', { path: { disk } })],
  ['vpc', (signal, vpc) => callWith(signal, 'vpcView', { path: { vpc } })],
  ['snapshot', (signal, snapshot) => callWith(signal, 'snapshotView', { path: { snapshot } })],
  ['image', (signal, image) => callWith(signal, 'imageView', { path: { image } })],
  ['floating-ip', (signal, floatingIp) => callWith(signal, 'floatingIpView', { path: { floatingIp } })],
]

/**
 * What a pasted ID is: every kind is asked for at once, and whichever the API knows is the hit, named with its
 * project. An instance opens through the instance lookup, as a link to it by ID would.
 */
export async function searchById(run: SearchRun, id: string): Promise<void> {
  const { signal } = run
  await Promise.all(
    BY_ID.map(async ([kind, view]) => {
      try {
        const found = await view(signal, id)
        const project = found.projectId
          ? (await callWith(signal, 'projectView', { path: { project: found.projectId } })).name
          : undefined
        const path =
          kind === 'instance' ? pb.instanceLookup({ instance: id }) : resourcePath(kind, found.name, project)
        run.found([{ kind, name: found.name, project, path, rank: 0, detail: id }])
      } catch (error) {
        if (!isMiss(error)) run.failed('some kinds of resource')
      }
    }),
  )
}
