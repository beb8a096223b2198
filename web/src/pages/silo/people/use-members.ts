import type { Group, User } from '~/api/__generated__/Api'
import type { MembersByGroup } from './memberships'
import { membersOfGroups } from './queries'
import { useEachRead } from './use-each-read'

/** The members of every group of the silo, by group id, once every group's list has been read. */
export function useMembers(groups: readonly Group[]) {
  const read = useEachRead('groupMembers', membersOfGroups(groups))
  const members: MembersByGroup | undefined =
    read.data && new Map<string, readonly User[]>(groups.map((g, i) => [g.id, read.data?.[i]?.items ?? []]))
  return { members, error: read.error }
}
