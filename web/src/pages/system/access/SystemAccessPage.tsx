import { useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { Silo } from '~/api/__generated__/Api'
import { AccessView } from '~/components/access/AccessView'
import { type MappingSilo, myFleetRole } from '~/components/access/fleet-role-sources'
import { fleetAccessRows, mappedRoleNote } from '~/components/access/fleet-roles'
import { identitiesOf } from '~/components/access/identities'
import { myIdentityIds } from '~/components/access/policy'
import { fleetPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { FLEET_ROLES, roleWords } from '~/components/access/roles'
import { currentUserGroups } from '~/components/current-user'
import { Link } from '~/components/Link'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { siloList, siloView } from '~/pages/system/silos/queries'
import { pb } from '~/util/paths'
import { BuiltinUsersSection } from './BuiltinUsersSection'
import { useFleetPolicyUpdate } from './use-fleet-policy-update'

export const handle: RouteHandle = { crumb: 'Access' }

/** `silo admin gives fleet admin, silo viewer gives fleet viewer`, or null when the silo maps nothing. */
function mappingText(silo: Pick<Silo, 'mappedFleetRoles'>): string | null {
  const parts = Object.entries(silo.mappedFleetRoles)
    .filter(([, roles]) => roles.length > 0)
    .map(
      ([siloRole, roles]) =>
        `silo ${siloRole.replaceAll('_', ' ')} gives fleet ${roles.map(roleWords).join(' and ')}`,
    )
  return parts.length > 0 ? parts.join(', ') : null
}

/** Other silos whose role mappings give fleet roles to their users, whom this page cannot name. */
function OtherSilosNote({ own }: { own: string }) {
  const { data } = useApiQuery(siloList().all())
  const others = (data?.items ?? []).filter((s) => s.name !== own && mappingText(s))
  if (others.length === 0) return null
  return (
    <>
      {' '}
      The role mappings of other silos give fleet roles to their own users too:{' '}
      {others.map((s, i) => (
        <span key={s.id}>
          {i > 0 && '; '}
          <Link to={pb.siloFleetRoles({ silo: s.name })}>silo {s.name}</Link> ({mappingText(s)})
        </span>
      ))}
      .
    </>
  )
}

export default function SystemAccessPage() {
  const me = useCurrentUser()
  const { data: policy } = usePrefetchedApiQuery(fleetPolicy)
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: myGroups } = usePrefetchedApiQuery(currentUserGroups)
  const { data: ownPolicy } = usePrefetchedApiQuery(siloPolicy)
  const { data: ownSilo } = usePrefetchedApiQuery(siloView(me.siloName))
  const update = useFleetPolicyUpdate()
  const identities = identitiesOf(users.items, groups.items)
  const mine = myIdentityIds(me, myGroups.items)
  const silo: MappingSilo = { name: me.siloName, policy: ownPolicy, mapping: ownSilo.mappedFleetRoles }
  const mapping = mappingText(ownSilo)
  const names = new Map(identities.map((i) => [i.id, i.name]))
  return (
    <>
      <AccessView
        level="fleet"
        title="Fleet access"
        intro={
          <>
            Fleet roles apply to the whole system: every silo, the hardware, networking and updates. They are
            given to users and groups of silo {me.siloName} here; those of other silos are shown by their ID.{' '}
            {mapping ? (
              <>
                Silo {me.siloName}'s role mapping also gives fleet roles to holders of its silo roles, by name
                or through a group ({mapping}); those are listed too, and change with the silo role on the
                silo's <Link to={pb.siloAccess()}>Access page</Link>. The strongest fleet role of each
                applies.
              </>
            ) : (
              <>Silo {me.siloName}'s role mapping gives no fleet roles.</>
            )}
            <OtherSilosNote own={me.siloName} />
          </>
        }
        scope="the fleet"
        siloName={me.siloName}
        roles={FLEET_ROLES}
        policy={policy}
        rows={fleetAccessRows(policy, silo, identities)}
        identities={identities}
        myRole={(p) => myFleetRole(mine, p, silo)}
        update={update}
        roleNote={(identityId) =>
          mappedRoleNote({ id: identityId, name: names.get(identityId) ?? identityId }, silo)
        }
        inheritedReason={() =>
          `Its fleet role comes from silo ${me.siloName}'s role mapping; change its silo role on the silo's Access page`
        }
      />
      <BuiltinUsersSection />
    </>
  )
}
