// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Assignment, type Policy, withoutRole, withRole } from './policy'
import { SILO_ROLES } from './roles'

// Random policies, as the API may hold them (an identity can even appear twice), against what a change must do:
// touch one identity's assignment and leave every other one exactly as it was, in the same order.

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')
const assignment: fc.Arbitrary<Assignment> = fc.record({
  identityId: ids,
  identityType: fc.constantFrom('silo_user' as const, 'silo_group' as const),
  roleName: fc.constantFrom(...SILO_ROLES),
})
const policy: fc.Arbitrary<Policy> = fc.record({ roleAssignments: fc.array(assignment, { maxLength: 12 }) })

const others = (p: Policy, id: string) => p.roleAssignments.filter((a) => a.identityId !== id)
const mine = (p: Policy, id: string) => p.roleAssignments.filter((a) => a.identityId === id)

describe('policy changes, over random policies', () => {
  it('a new role leaves the identity exactly that one assignment and every other untouched', () => {
    fc.assert(
      fc.property(policy, assignment, (before, next) => {
        const after = withRole(before, next)
        expect(mine(after, next.identityId)).toEqual([next])
        expect(others(after, next.identityId)).toEqual(others(before, next.identityId))
        // where it was, when it was there: nothing else moves
        const at = before.roleAssignments.findIndex((a) => a.identityId === next.identityId)
        expect(after.roleAssignments.indexOf(next)).toBe(at === -1 ? after.roleAssignments.length - 1 : at)
        // applying the same change again changes nothing more
        expect(withRole(after, next)).toEqual(after)
      }),
    )
  })

  it('a removal drops the identity and leaves every other assignment untouched', () => {
    fc.assert(
      fc.property(policy, ids, (before, id) => {
        const after = withoutRole(before, id)
        expect(mine(after, id)).toEqual([])
        expect(after.roleAssignments).toEqual(others(before, id))
        expect(withoutRole(after, id)).toEqual(after)
      }),
    )
  })

  it('adding a role and removing it again gives back the policy without that identity', () => {
    fc.assert(
      fc.property(policy, assignment, (before, next) => {
        expect(withoutRole(withRole(before, next), next.identityId)).toEqual(
          withoutRole(before, next.identityId),
        )
      }),
    )
  })
})
