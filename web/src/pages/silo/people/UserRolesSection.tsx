import type { Group, User } from '~/api/__generated__/Api'
import type { AccessLevel } from '~/components/access/roles'
import { Link } from '~/components/Link'
import { useProjectReason, useSiloReason } from '~/components/permissions/use-role-reason'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { capitalize } from '~/util/format'
import { pb } from '~/util/paths'
import { holderOf, projectsCheckedNote, type RoleSource } from './memberships'
import s from './people.module.css'
import { RoleSourceText } from './RoleSourceText'
import { SectionProblem } from './SectionProblem'
import { useProjectRoles } from './use-project-roles'

type Props = { user: User; groups: readonly Group[]; siloName: string; siloRole: RoleSource | null }

/**
 * One place the user has a role, with a link to the access page's form that changes it: the user's own
 * assignment, or that of the group that gives the role, as that is where it can be changed.
 */
function RoleRow(props: {
  user: User
  level: AccessLevel
  where: string
  source: RoleSource | null
  change: (identityId: string) => string
  /** Why the signed-in user may not change roles there, if they may not: then no link is offered. */
  changeReason: string | undefined
}) {
  const { user, level, where, source, change, changeReason } = props
  const holder = source && holderOf(source, user.id)
  const whose = holder?.group ? `group ${holder.group.displayName}` : user.displayName
  return (
    <Tr>
      <Td>{capitalize(where)}</Td>
      <Td>
        <RoleSourceText level={level} source={source} />
      </Td>
      <Td>
        {holder && !changeReason && (
          <Link to={change(holder.identityId)} aria-label={`Change role of ${whose} on ${where}`}>
            Change role
          </Link>
        )}
      </Td>
    </Tr>
  )
}

/** A project's row: its access can be changed by the project's admins. */
function ProjectRoleRow({ user, project, source }: { user: User; project: string; source: RoleSource }) {
  return (
    <RoleRow
      user={user}
      level="project"
      where={`project ${project}`}
      source={source}
      change={(identityId) => pb.projectAccessChange({ project, identityId })}
      changeReason={useProjectReason(project, 'access')}
    />
  )
}

/**
 * The user's roles: on the silo, which apply to every project, and on each project whose policy gives them one,
 * each directly or through a group, with a link to change it where it is given.
 */
export function UserRolesSection({ user, groups, siloName, siloRole }: Props) {
  const projects = useProjectRoles(user.id, groups)
  const siloChangeReason = useSiloReason('admin')
  const note = projectsCheckedNote(projects.checked, projects.total, projects.more)
  return (
    <section className={s.section} aria-labelledby="user-roles">
      <SectionHeading id="user-roles">Roles</SectionHeading>
      <p className={s.intro}>
        A role on the silo applies to every project in it; a project may give a stronger one on its own.
      </p>
      <Table aria-label="Roles">
        <THead>
          <Tr>
            <Th>Where</Th>
            <Th>Role</Th>
            <Th>
              <span className="visually-hidden">Change</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          <RoleRow
            user={user}
            level="silo"
            where={`silo ${siloName}`}
            source={siloRole}
            change={(identityId) => pb.siloAccessChange({ identityId })}
            changeReason={siloChangeReason}
          />
          {projects.roles?.map(({ project, source }) => (
            <ProjectRoleRow key={project.id} user={user} project={project.name} source={source} />
          ))}
        </TBody>
      </Table>
      {projects.roles ? (
        <p className={s.note}>
          {[projects.roles.length === 0 && 'No role given on a project.', note].filter(Boolean).join(' ')}
        </p>
      ) : (
        <SectionProblem
          what="roles on projects"
          error={projects.error}
          forbiddenWhy="Roles on projects show for the projects you may see."
        />
      )}
    </section>
  )
}
