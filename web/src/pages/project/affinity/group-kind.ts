import type { AffinityGroup, AffinityPolicy } from '~/api/__generated__/Api'
import { pb } from '~/util/paths'
import {
  affinityGroupMemberList,
  affinityGroupView,
  antiAffinityGroupMemberList,
  antiAffinityGroupView,
  type GroupSelector,
} from './queries'

/**
 * The API keeps affinity and anti-affinity groups apart (each kind has its own names, paths and operations) but
 * they share one shape, so the screens take the kind as a value and look up what differs here.
 */
export type GroupKind = 'anti-affinity' | 'affinity'

export type KindedGroup = GroupSelector & { kind: GroupKind }

/** A group as listed, with its kind (the two kinds' groups have the same shape). */
export type GroupRow = { kind: GroupKind; group: AffinityGroup }

/**
 * The most members a group may have, as the API documents for both kinds ("can contain up to 32 members").
 */
export const MAX_GROUP_MEMBERS = 32

export const KINDS: Record<
  GroupKind,
  { noun: string; title: string; badge: string; meaning: string; color: 'purple' | 'info' }
> = {
  'anti-affinity': {
    noun: 'anti-affinity group',
    title: 'Anti-affinity group',
    badge: 'anti-affinity',
    meaning:
      'Keeps its instances on different sleds, so that one sled failing takes down at most one of them.',
    color: 'purple',
  },
  affinity: {
    noun: 'affinity group',
    title: 'Affinity group',
    badge: 'affinity',
    meaning: 'Keeps its instances on the same sled, for the shortest path between them.',
    color: 'info',
  },
}

export const POLICIES: Record<AffinityPolicy, { short: string; meaning: string }> = {
  allow: {
    short: 'best effort',
    meaning: 'Best effort: when the rule cannot be met, the instance starts anyway.',
  },
  fail: {
    short: 'strict',
    meaning: 'Strict: when the rule cannot be met, the instance does not start.',
  },
}

/** The group's page. */
export const groupPath = ({ kind, project, group }: KindedGroup) =>
  kind === 'anti-affinity'
    ? pb.antiAffinityGroup({ project, antiAffinityGroup: group })
    : pb.affinityGroup({ project, affinityGroup: group })

export const groupEditPath = ({ kind, project, group }: KindedGroup) =>
  kind === 'anti-affinity'
    ? pb.antiAffinityGroupEdit({ project, antiAffinityGroup: group })
    : pb.affinityGroupEdit({ project, affinityGroup: group })

export const groupView = ({ kind, ...selector }: KindedGroup) =>
  kind === 'anti-affinity' ? antiAffinityGroupView(selector) : affinityGroupView(selector)

export const groupMemberList = ({ kind, ...selector }: KindedGroup) =>
  kind === 'anti-affinity' ? antiAffinityGroupMemberList(selector) : affinityGroupMemberList(selector)
