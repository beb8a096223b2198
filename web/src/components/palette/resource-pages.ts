import { pb } from '~/util/paths'

/** The resources the search finds and the recent list remembers. */
export type ResourceKind = 'project' | 'instance' | 'disk' | 'vpc' | 'snapshot' | 'image' | 'floating-ip'

/** A resource as the palette shows it: its name, the project it is in (none for a project or a silo image). */
export type Resource = { kind: ResourceKind; name: string; project?: string; path: string }

/** Names one resource among all kinds and projects (a snapshot's path, its project's snapshots, does not). */
export const resourceKey = (r: Resource) => `${r.kind}/${r.project ?? ''}/${r.name}`

/**
 * The page a resource opens on. A snapshot has no page of its own, so it opens its project's snapshots; an
 * image and a floating IP open their details over their list.
 */
export function resourcePath(kind: ResourceKind, name: string, project = ''): string {
  switch (kind) {
    case 'project':
      return pb.project({ project: name })
    case 'instance':
      return pb.instance({ project, instance: name })
    case 'disk':
      return pb.disk({ project, disk: name })
    case 'vpc':
      return pb.vpc({ project, vpc: name })
    case 'snapshot':
      return pb.snapshots({ project })
    case 'image':
      return project ? pb.projectImageEdit({ project, image: name }) : pb.siloImageEdit({ image: name })
    case 'floating-ip':
      return pb.floatingIpEdit({ project, floatingIp: name })
  }
}

// /projects/{project}/{instances|disks|vpcs}/{name}..., or any other page of a project (not the projects list's
// edit form, /projects/{project}/edit)
const PROJECT_PAGE = /^\/projects\/([^/]+)\/(?:(instances|disks|vpcs)\/([^/]+)|(?!edit$)[^/])/
const KIND_OF_SEGMENT = { instances: 'instance', disks: 'disk', vpcs: 'vpc' } as const

/** The resource whose page `pathname` is: an instance, a disk or a VPC, or else the project the page is in. */
export function resourceOfPath(pathname: string): Resource | null {
  const m = PROJECT_PAGE.exec(pathname)
  if (!m) return null
  try {
    const project = decodeURIComponent(m[1])
    if (!m[2]) return { kind: 'project', name: project, path: resourcePath('project', project) }
    const kind = KIND_OF_SEGMENT[m[2] as keyof typeof KIND_OF_SEGMENT]
    const name = decodeURIComponent(m[3])
    return { kind, name, project, path: resourcePath(kind, name, project) }
  } catch {
    // a malformed escape in a typed URL names no resource
    return null
  }
}
