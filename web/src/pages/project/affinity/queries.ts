import { listQuery, query } from '~/api/query'

export const antiAffinityGroupList = (project: string) =>
  listQuery('antiAffinityGroupList', { query: { project } })

export const affinityGroupList = (project: string) => listQuery('affinityGroupList', { query: { project } })

/** One group of either kind, by name or id within a project. */
export type GroupSelector = { project: string; group: string }

export const antiAffinityGroupView = ({ project, group }: GroupSelector) =>
  query('antiAffinityGroupView', { path: { antiAffinityGroup: group }, query: { project } })

export const affinityGroupView = ({ project, group }: GroupSelector) =>
  query('affinityGroupView', { path: { affinityGroup: group }, query: { project } })

/** A group holds at most 32 members, so the whole list is one page. */
export const antiAffinityGroupMemberList = ({ project, group }: GroupSelector) =>
  listQuery('antiAffinityGroupMemberList', { path: { antiAffinityGroup: group }, query: { project } }).all()

export const affinityGroupMemberList = ({ project, group }: GroupSelector) =>
  listQuery('affinityGroupMemberList', { path: { affinityGroup: group }, query: { project } }).all()

/** Both kinds of group, whole: a project holds few, and one table shows them side by side. */
export const affinityGroupLists = (project: string) =>
  [antiAffinityGroupList(project).all(), affinityGroupList(project).all()] as const
