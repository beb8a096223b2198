import { Outlet } from 'react-router'
import type { SiloIdentityMode, User } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import s from '~/pages/system/silos/silos.module.css'
import { useIdentityReason } from '~/pages/system/silos/use-identity-reason'
import { useSilo } from '~/pages/system/silos/use-silo'
import { EmptyState } from '~/ui/EmptyState'
import { UserIcon } from '~/ui/icons/resource-icons'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import { siloUserList } from './queries'
import { useLocalUserActions } from './user-actions'

// like the silo page's other tabs, its loader comes with its code: the System area stays out of every page's first load
export { siloUsersLoader as loader } from './loaders'

export const handle: RouteHandle = { crumb: 'Users' }

const columns: Column<User>[] = [
  { header: 'Display name', cell: (u) => u.displayName },
  { header: 'ID', cell: (u) => <span className="mono">{u.id}</span> },
]

/** Where the silo's users come from, which decides what can be done with them here. */
const ORIGIN: Record<SiloIdentityMode, string> = {
  local_only:
    'This silo keeps its users and their passwords itself. Create users here, set or reset their passwords, and delete those who should no longer sign in.',
  saml_jit:
    'Users of this silo come from its SAML identity provider: each is added here the first time they sign in through it. Add, change and remove users in the identity provider; this list shows who has signed in.',
  saml_scim:
    'Users of this silo come from its identity provider: its SCIM client provisions them, and they sign in through SAML. Add, change and remove users in the identity provider; this list shows who it has provisioned.',
}

const EMPTY_BODY: Record<SiloIdentityMode, string> = {
  local_only: 'Create a user so someone can sign in to this silo.',
  saml_jit: 'No one has signed in to this silo through its identity provider yet.',
  saml_scim: 'The SCIM client of the identity provider has not provisioned any users yet.',
}

/** A silo's users; a local silo's can be created, given a password and deleted here, a SAML silo's only listed. */
export default function UsersTab() {
  const silo = useSilo()
  const local = silo.identityMode === 'local_only'
  const roleReason = useIdentityReason(silo)
  const localActions = useLocalUserActions(silo.name, roleReason)
  const newUser = local ? (
    <LinkButton overList disabledReason={roleReason} to={pb.siloUsersNew({ silo: silo.name })}>
      New user
    </LinkButton>
  ) : null
  return (
    <>
      <section className={s.section} aria-labelledby="users-title">
        <div className={s.sectionHeader}>
          <SectionHeading id="users-title">Users</SectionHeading>
          {newUser}
        </div>
        <p className={s.note}>{ORIGIN[silo.identityMode]}</p>
        <QueryTable
          query={siloUserList(silo.name)}
          label="Users"
          columns={columns}
          rowKey={(u) => u.id}
          rowLabel={(u) => u.displayName}
          rowActions={local ? localActions : undefined}
          emptyState={
            <EmptyState
              icon={<UserIcon />}
              title="No users"
              body={EMPTY_BODY[silo.identityMode]}
              action={newUser}
            />
          }
        />
      </section>
      <Outlet />
    </>
  )
}
