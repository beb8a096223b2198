import { usePrefetchedApiQuery } from '~/api'
import { AccessView } from '~/components/access/AccessView'
import { accessRows } from '~/components/access/access-rows'
import { identitiesOf, myIdentityIds } from '~/components/access/identities'
import { roleIn } from '~/components/access/policy'
import { FLEET_ROLES } from '~/components/access/roles'
import { currentUserGroups } from '~/components/current-user'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { siloGroups, siloUsers } from '~/pages/silo/access/queries'
import { fleetPolicy } from './queries'
import { useFleetPolicyUpdate } from './use-fleet-policy-update'

export const handle: RouteHandle = { crumb: 'Access' }

export default function SystemAccessPage() {
  const me = useCurrentUser()
  const { data: policy } = usePrefetchedApiQuery(fleetPolicy)
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: myGroups } = usePrefetchedApiQuery(currentUserGroups)
  const update = useFleetPolicyUpdate()
  const identities = identitiesOf(users.items, groups.items)
  const mine = myIdentityIds(me, myGroups.items)
  return (
    <AccessView
      level="fleet"
      title="Fleet access"
      intro={`Fleet roles apply to the whole system: every silo, the hardware, networking and updates. They are given to users and groups of silo ${me.siloName} here; those of other silos are shown by their ID.`}
      scope="the fleet"
      siloName={me.siloName}
      roles={FLEET_ROLES}
      policy={policy}
      rows={accessRows('fleet', policy, identities)}
      identities={identities}
      myRole={(p) => roleIn(p, mine)}
      update={update}
    />
  )
}
