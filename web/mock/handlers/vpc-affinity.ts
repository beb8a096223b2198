import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireUser } from '~mock/session'
import {
  AFFINITY,
  ANTI_AFFINITY,
  addMember,
  createGroup,
  deleteGroup,
  listGroups,
  listMembers,
  lookupGroup,
  removeMember,
  updateGroup,
  viewMember,
} from './vpc-affinity-core'

export const vpcAffinityHandlers = {
  affinityGroupList: ({ query, ...ctx }) => listGroups(AFFINITY, requireUser(ctx), query),

  affinityGroupCreate: ({ query, body, ...ctx }) =>
    createGroup(AFFINITY, requireUser(ctx), query.project, body),

  affinityGroupView: ({ path, query, ...ctx }) =>
    lookupGroup(AFFINITY, requireUser(ctx), path.affinityGroup, query.project),

  affinityGroupUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    return updateGroup(AFFINITY, user, lookupGroup(AFFINITY, user, path.affinityGroup, query.project), body)
  },

  affinityGroupDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    return deleteGroup(AFFINITY, user, lookupGroup(AFFINITY, user, path.affinityGroup, query.project))
  },

  affinityGroupMemberList({ path, query, ...ctx }) {
    const group = lookupGroup(AFFINITY, requireUser(ctx), path.affinityGroup, query.project)
    return listMembers(AFFINITY, group, query)
  },

  affinityGroupMemberInstanceView({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(AFFINITY, user, path.affinityGroup, query.project)
    return viewMember(AFFINITY, user, group, path, query.project)
  },

  affinityGroupMemberInstanceAdd({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(AFFINITY, user, path.affinityGroup, query.project)
    return addMember(AFFINITY, user, group, path, query.project)
  },

  affinityGroupMemberInstanceDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(AFFINITY, user, path.affinityGroup, query.project)
    return removeMember(AFFINITY, user, group, path, query.project)
  },

  antiAffinityGroupList: ({ query, ...ctx }) => listGroups(ANTI_AFFINITY, requireUser(ctx), query),

  antiAffinityGroupCreate: ({ query, body, ...ctx }) =>
    createGroup(ANTI_AFFINITY, requireUser(ctx), query.project, body),

  antiAffinityGroupView: ({ path, query, ...ctx }) =>
    lookupGroup(ANTI_AFFINITY, requireUser(ctx), path.antiAffinityGroup, query.project),

  antiAffinityGroupUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(ANTI_AFFINITY, user, path.antiAffinityGroup, query.project)
    return updateGroup(ANTI_AFFINITY, user, group, body)
  },

  antiAffinityGroupDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    return deleteGroup(
      ANTI_AFFINITY,
      user,
      lookupGroup(ANTI_AFFINITY, user, path.antiAffinityGroup, query.project),
    )
  },

  antiAffinityGroupMemberList({ path, query, ...ctx }) {
    const group = lookupGroup(ANTI_AFFINITY, requireUser(ctx), path.antiAffinityGroup, query.project)
    return listMembers(ANTI_AFFINITY, group, query)
  },

  antiAffinityGroupMemberInstanceView({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(ANTI_AFFINITY, user, path.antiAffinityGroup, query.project)
    return viewMember(ANTI_AFFINITY, user, group, path, query.project)
  },

  antiAffinityGroupMemberInstanceAdd({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(ANTI_AFFINITY, user, path.antiAffinityGroup, query.project)
    return addMember(ANTI_AFFINITY, user, group, path, query.project)
  },

  antiAffinityGroupMemberInstanceDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const group = lookupGroup(ANTI_AFFINITY, user, path.antiAffinityGroup, query.project)
    return removeMember(ANTI_AFFINITY, user, group, path, query.project)
  },
} satisfies Partial<MSWHandlers>
