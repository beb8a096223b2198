import { useApiQuery, usePrefetchedApiQuery } from '~/api'
import { AccessView } from '~/components/access/AccessView'
import { accessRows } from '~/components/access/access-rows'
import { myFleetRole } from '~/components/access/fleet-role-sources'
import { identitiesOf } from '~/components/access/identities'
import { myIdentityIds, roleIn } from '~/components/access/policy'
import { fleetPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { SILO_ROLES } from '~/components/access/roles'
import { currentUserGroups } from '~/components/current-user'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { siloView } from '~/pages/system/silos/queries'
import { useSiloPolicyUpdate } from './use-silo-policy-update'

export const handle: RouteHandle = { crumb: 'Access' }

export default function SiloAccessPage() {
  const me = useCurrentUser()
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: myGroups } = usePrefetchedApiQuery(currentUserGroups)
  const update = useSiloPolicyUpdate()
  const identities = identitiesOf(users.items, groups.items)
  const mine = myIdentityIds(me, myGroups.items)
  // a fleet viewer may read the fleet's policy and the silo's role mapping, and may hold a fleet role through it;
  // anyone else has no fleet role to lose
  const { data: fleet } = useApiQuery(me.fleetViewer ? fleetPolicy : null)
  const { data: silo } = useApiQuery(me.fleetViewer ? siloView(me.siloName) : null)
  const mapsRoles = silo && Object.values(silo.mappedFleetRoles).some((roles) => roles.length > 0)
  return (
    <AccessView
      level="silo"
      title="Silo access"
      intro={`Roles on silo ${me.siloName} apply to the silo and to every project in it. A project can give further roles on its own Access page.`}
      scope={`silo ${me.siloName}`}
      siloName={me.siloName}
      roles={SILO_ROLES}
      policy={policy}
      rows={accessRows('silo', policy, identities)}
      identities={identities}
      myRole={(p) => roleIn(p, mine)}
      myFleetRole={
        fleet && silo && mapsRoles
          ? (p) => myFleetRole(mine, fleet, { name: me.siloName, policy: p, mapping: silo.mappedFleetRoles })
          : undefined
      }
      update={update}
    />
  )
}
