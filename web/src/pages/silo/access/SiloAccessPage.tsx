import { usePrefetchedApiQuery } from '~/api'
import { AccessView } from '~/components/access/AccessView'
import { accessRows } from '~/components/access/access-rows'
import { identitiesOf, myIdentityIds } from '~/components/access/identities'
import { roleIn } from '~/components/access/policy'
import { SILO_ROLES } from '~/components/access/roles'
import { currentUserGroups } from '~/components/current-user'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { siloGroups, siloPolicy, siloUsers } from './queries'
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
      update={update}
    />
  )
}
