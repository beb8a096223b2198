import type { AccessLevel, RoleName } from './roles'

/** What each role allows at each level, in one line, for the role picker. */
export const ROLE_DESCRIPTIONS: Record<AccessLevel, Partial<Record<RoleName, string>>> = {
  fleet: {
    admin: 'Everything in the system: silos, hardware, networking, updates and who has fleet access.',
    collaborator: 'Create silos and administer every silo, but not change fleet access.',
    viewer: 'See the whole system, from silos to hardware and updates, and change nothing.',
  },
  silo: {
    admin: 'Everything in the silo, including its identity settings and who has access to it.',
    collaborator: 'Create projects and administer every project in the silo, but not change silo access.',
    limited_collaborator:
      'Work with instances, disks, snapshots and images in every project, but not networking or projects themselves.',
    viewer: 'See everything in the silo and change nothing.',
  },
  project: {
    admin: 'Everything in the project, including who has access to it.',
    collaborator:
      'Create, change and delete every resource in the project, networking included, but not its access.',
    limited_collaborator:
      'Create, change and delete instances, disks, snapshots and images, but not networking.',
    viewer: 'See everything in the project and change nothing.',
  },
}
