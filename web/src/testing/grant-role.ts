import { db } from '~mock/db'
import type { MockUser } from '~mock/fixtures/users'

/**
 * Gives `user` the admin role on the fleet in the mock, and returns what puts the fleet's policy back as it was:
 * given while a page reads the user's roles and taken back after, it makes the page offer what the API then
 * refuses.
 */
export function grantFleetAdmin(user: MockUser): () => void {
  const before = structuredClone(db.fleetPolicy)
  db.fleetPolicy.role_assignments.push({
    identity_id: user.id,
    identity_type: 'silo_user',
    role_name: 'admin',
  })
  return () => {
    db.fleetPolicy = before
  }
}
