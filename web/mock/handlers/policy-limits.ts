import { badRequest } from '~mock/errors'

/** Nexus keeps at most this many role assignments on one resource (fleet, silo or project). */
export const MAX_ROLE_ASSIGNMENTS = 64

/**
 * A policy body as Nexus takes it: it refuses a longer list while parsing the body, before it looks at who is
 * asking or what the assignments are.
 */
export function checkedPolicy<P extends { role_assignments: readonly unknown[] }>(body: P): P {
  const count = body.role_assignments.length
  if (count > MAX_ROLE_ASSIGNMENTS) {
    throw badRequest(
      `unable to parse JSON body: role_assignments: invalid length ${count}, expected a list of at most ${MAX_ROLE_ASSIGNMENTS} role assignments`,
    )
  }
  return body
}
