import { usePrefetchedApiQuery } from '~/api'
import { AccessView } from '~/components/access/AccessView'
import { identitiesOf } from '~/components/access/identities'
import { myIdentityIds, roleIn, roleOf } from '~/components/access/policy'
import { projectPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { PROJECT_ROLES, roleWords } from '~/components/access/roles'
import { currentUserGroups } from '~/components/current-user'
import { Link } from '~/components/Link'
import { projectRoleFrom } from '~/components/permissions/role-needs'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { useCurrentUser } from '~/components/use-current-user'
import { pb } from '~/util/paths'
import { projectAccessRows } from './effective-role'
import { useProjectPolicyUpdate } from './use-project-policy-update'

export const handle = paramsHandle(['project'], { crumb: 'Access', crumbPath: pb.projectAccess })

export default function ProjectAccessPage() {
  const { project } = useRequiredParams('project')
  const me = useCurrentUser()
  const { data: policy } = usePrefetchedApiQuery(projectPolicy(project))
  const { data: silo } = usePrefetchedApiQuery(siloPolicy)
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: myGroups } = usePrefetchedApiQuery(currentUserGroups)
  const update = useProjectPolicyUpdate(project)
  const identities = identitiesOf(users.items, groups.items)
  const mine = myIdentityIds(me, myGroups.items)
  const mySiloRole = roleIn(silo, mine)
  const names = new Map(identities.map((i) => [i.id, i.name]))

  return (
    <AccessView
      level="project"
      title="Project access"
      intro={
        <>
          A user's or group's effective role on project {project} is the stronger of its silo role and its
          project role; both are shown. Only project roles can be changed here, silo roles on the silo's{' '}
          <Link to={pb.siloAccess()}>Access page</Link>.
        </>
      }
      scope={`project ${project}`}
      siloName={me.siloName}
      roles={PROJECT_ROLES}
      policy={policy}
      rows={projectAccessRows(silo, policy, identities)}
      identities={identities}
      myRole={(p) => projectRoleFrom(mySiloRole, roleIn(p, mine))}
      update={update}
      roleNote={(identityId) => {
        const onSilo = roleOf(silo, identityId)
        return (
          onSilo &&
          `${names.get(identityId) ?? identityId} is ${roleWords(onSilo)} on the silo; the stronger of the two roles applies on this project.`
        )
      }}
      inheritedReason={() => "Its role comes from the silo; change it on the silo's Access page"}
    />
  )
}
