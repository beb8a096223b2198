import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { webInstances } from '~mock/fixtures/vpc/affinity-groups'
import { ensureUniqueName, notFoundBySelector, type Selector } from '~mock/toolkit/lookup'
import { type PageQuery, paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { lookupInProject, readableProject } from '~mock/toolkit/silos-and-projects'
import { rowById } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'

/**
 * Affinity and anti-affinity groups behave the same way and differ only in their tables and names, so both
 * sets of handlers call these functions with a `GroupKind`.
 */

export type GroupKind = {
  groups: 'affinityGroups' | 'antiAffinityGroups'
  members: 'affinityGroupMembers' | 'antiAffinityGroupMembers'
  /** resource type in messages: `affinity-group` */
  type: string
  /** the path parameter: `affinity_group` */
  param: string
  /** for sentences: `affinity group` */
  label: string
}

export const AFFINITY: GroupKind = {
  groups: 'affinityGroups',
  members: 'affinityGroupMembers',
  type: 'affinity-group',
  param: 'affinity_group',
  label: 'affinity group',
}

export const ANTI_AFFINITY: GroupKind = {
  groups: 'antiAffinityGroups',
  members: 'antiAffinityGroupMembers',
  type: 'anti-affinity-group',
  param: 'anti_affinity_group',
  label: 'anti-affinity group',
}

/** Both group kinds share one shape. */
type Group = Json<Api.AffinityGroup>
type Member = Json<Api.AffinityGroupMember>
type MemberInstance = { id: string; name: string; project_id: string; run_state: Api.InstanceState }

export const MAX_MEMBERS = 32

/** Writes to groups are compute operations: a limited collaborator may make them. */
const WRITE_ROLE = 'limited_collaborator'

const groupsOf = (kind: GroupKind): Group[] => db[kind.groups]

/**
 * Instances members can refer to. The seeded web tier may be missing while the compute area has not seeded
 * it; those members then show with their seeded name as running.
 */
function memberInstances(): readonly MemberInstance[] {
  const placeholders = webInstances
    .filter((i) => !rowById(db.instances, i.id))
    .map((i) => ({ ...i, run_state: 'running' as const }))
  // the table itself when nothing is missing, so its indexes serve the lookups
  return placeholders.length === 0 ? db.instances : [...db.instances, ...placeholders]
}

function toMember(instance: MemberInstance): Member {
  return { type: 'instance', value: { id: instance.id, name: instance.name, run_state: instance.run_state } }
}

export function lookupGroup(kind: GroupKind, user: MockUser, group: string, project: Selector): Group {
  const table = groupsOf(kind)
  return lookupInProject(user, { table, type: kind.type, param: kind.param, value: group, project })
}

function lookupMemberInstance(user: MockUser, instance: string, project: Selector): MemberInstance {
  return lookupInProject(user, { table: memberInstances(), type: 'instance', value: instance, project })
}

function memberIds(kind: GroupKind, groupId: string): Set<string> {
  return new Set(db[kind.members].filter((m) => m.group_id === groupId).map((m) => m.instance_id))
}

export function listGroups(kind: GroupKind, user: MockUser, query: PageQuery & { project?: string }) {
  const project = readableProject(user, query.project)
  return paginated(
    query,
    groupsOf(kind).filter((g) => g.project_id === project.id),
  )
}

type GroupCreate = Pick<Group, 'name' | 'description' | 'policy' | 'failure_domain'>

export function createGroup(kind: GroupKind, user: MockUser, projectSelector: string, body: GroupCreate) {
  const project = readableProject(user, projectSelector)
  requireProjectRole(user, project.id, WRITE_ROLE)
  ensureUniqueName(
    groupsOf(kind).filter((g) => g.project_id === project.id),
    kind.type,
    body.name,
  )
  const time = now()
  const group: Group = {
    id: crypto.randomUUID(),
    name: body.name,
    description: body.description,
    policy: body.policy,
    failure_domain: body.failure_domain,
    project_id: project.id,
    time_created: time,
    time_modified: time,
  }
  groupsOf(kind).push(group)
  return created(group)
}

export function updateGroup(
  kind: GroupKind,
  user: MockUser,
  group: Group,
  body: { name?: string | null; description?: string | null },
) {
  requireProjectRole(user, group.project_id, WRITE_ROLE)
  if (body.name && body.name !== group.name) {
    ensureUniqueName(
      groupsOf(kind).filter((g) => g.project_id === group.project_id),
      kind.type,
      body.name,
    )
    group.name = body.name
  }
  if (body.description != null) group.description = body.description
  group.time_modified = now()
  return group
}

/** Deleting a group drops its memberships; the instances themselves stay. */
export function deleteGroup(kind: GroupKind, user: MockUser, group: Group) {
  requireProjectRole(user, group.project_id, WRITE_ROLE)
  db[kind.members] = db[kind.members].filter((m) => m.group_id !== group.id)
  db[kind.groups] = groupsOf(kind).filter((g) => g.id !== group.id)
  return 204
}

export function listMembers(kind: GroupKind, group: Group, query: PageQuery) {
  const instances = memberInstances()
  const members = [...memberIds(kind, group.id)].flatMap((id) => rowById(instances, id) ?? [])
  const page = paginated(query, members)
  return { items: page.items.map(toMember), next_page: page.next_page }
}

type MemberPath = { instance: string }

function memberNotFound(kind: GroupKind, instance: string) {
  return notFoundBySelector(`${kind.type}-member`, instance)
}

export function viewMember(
  kind: GroupKind,
  user: MockUser,
  group: Group,
  path: MemberPath,
  project: Selector,
) {
  const instance = lookupMemberInstance(user, path.instance, project)
  if (!memberIds(kind, group.id).has(instance.id)) throw memberNotFound(kind, path.instance)
  return toMember(instance)
}

/** Only a stopped instance can join a group (its placement is decided when it starts). */
export function addMember(
  kind: GroupKind,
  user: MockUser,
  group: Group,
  path: MemberPath,
  project: Selector,
) {
  requireProjectRole(user, group.project_id, WRITE_ROLE)
  const instance = lookupMemberInstance(user, path.instance, project)
  if (instance.project_id !== group.project_id) {
    throw badRequest(`instance "${instance.name}" is not in the project of ${kind.label} "${group.name}"`)
  }
  const ids = memberIds(kind, group.id)
  if (ids.has(instance.id)) {
    throw apiError(400, 'ObjectAlreadyExists', `already exists: ${kind.type}-member "${instance.name}"`)
  }
  if (instance.run_state !== 'stopped') {
    throw badRequest(
      `instance "${instance.name}" must be stopped to be added to ${kind.label} "${group.name}"; it is ${instance.run_state}`,
    )
  }
  if (ids.size >= MAX_MEMBERS) {
    throw badRequest(`${kind.label} "${group.name}" already has the maximum of ${MAX_MEMBERS} members`)
  }
  db[kind.members].push({ group_id: group.id, instance_id: instance.id })
  return created(toMember(instance))
}

export function removeMember(
  kind: GroupKind,
  user: MockUser,
  group: Group,
  path: MemberPath,
  project: Selector,
) {
  requireProjectRole(user, group.project_id, WRITE_ROLE)
  const instance = lookupMemberInstance(user, path.instance, project)
  if (!memberIds(kind, group.id).has(instance.id)) throw memberNotFound(kind, path.instance)
  db[kind.members] = db[kind.members].filter(
    (m) => !(m.group_id === group.id && m.instance_id === instance.id),
  )
  return 204
}
