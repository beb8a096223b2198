import type { Silo } from '~/api/__generated__/Api'
import { useFleetReason, useSiloReason } from '~/components/permissions/use-role-reason'
import { useCurrentUser } from '~/components/use-current-user'

/**
 * Why the signed-in user may not change who signs in to `silo` (its identity providers, SCIM tokens and local
 * users), or undefined. A fleet admin may change any silo's; an admin of the silo may change its own too, so in
 * the user's own silo either role will do.
 */
export function useIdentityReason(silo: Pick<Silo, 'id'>): string | undefined {
  const me = useCurrentUser()
  const fleetReason = useFleetReason()
  const siloReason = useSiloReason('admin')
  if (!fleetReason || silo.id !== me.siloId) return fleetReason
  return siloReason && 'Needs the admin role on the fleet or on this silo'
}
