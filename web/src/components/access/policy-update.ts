import { type ApiMethod, invalidate, type PreparedCall } from '~/api'
import type { Assignment, Policy } from './policy'
import type { AccessLevel, RoleName } from './roles'

/**
 * How an access page saves its policy. The API replaces the whole policy, so a change is made to the policy the
 * page shows, and is sent only while the API still has that policy: the request "Show request" shows is the one
 * sent, and an assignment someone else made meanwhile is never undone.
 */
export type PolicyUpdate<R extends RoleName> = {
  /** The write that makes `policy` the whole policy (it refreshes what the write changes once it succeeds). */
  prepare: (policy: Policy<R>) => PreparedCall
  /** The policy as the API has it now. */
  read: () => Promise<Policy<R>>
}

/** The read each level's page shows its policy from. */
const POLICY_VIEW: Record<AccessLevel, ApiMethod> = {
  fleet: 'systemPolicyView',
  silo: 'policyView',
  project: 'projectPolicyView',
}

export const POLICY_CHANGED =
  'Someone changed the access policy while this page showed it. The page now shows it as it is: check your change and send it again.'

const key = (a: Assignment) => `${a.identityType} ${a.identityId} ${a.roleName}`

/** Whether two policies give the same roles to the same identities (the order they list them in aside). */
export function samePolicy(a: Policy, b: Policy): boolean {
  const keys = (p: Policy) => p.roleAssignments.map(key).sort().join('\n')
  return keys(a) === keys(b)
}

/**
 * Sends `call`, a change to `shown`, if the API's policy is still `shown`. Otherwise nothing is sent: the page
 * reads the policy again, so the change and its request are made afresh from what the API has, and the rejection
 * says so.
 */
export async function sendIfUnchanged<R extends RoleName>(
  level: AccessLevel,
  update: PolicyUpdate<R>,
  shown: Policy<R>,
  call: PreparedCall,
): Promise<unknown> {
  const current = await update.read()
  if (!samePolicy(current, shown)) {
    await invalidate(POLICY_VIEW[level])
    throw new Error(POLICY_CHANGED)
  }
  return call.send()
}
