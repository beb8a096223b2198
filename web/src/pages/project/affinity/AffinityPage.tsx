import { Outlet } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { EmptyState } from '~/ui/EmptyState'
import { AffinityIcon } from '~/ui/icons/resource-icons'
import { CONSOLE_LOCALE } from '~/util/locale'
import { pb } from '~/util/paths'
import s from './affinity.module.css'
import { GroupsTable } from './GroupsTable'
import { type GroupRow, KINDS, POLICIES } from './group-kind'
import { affinityGroupLists } from './queries'

export const handle = paramsHandle(['project'], { crumb: 'Affinity', crumbPath: pb.affinity })

const byName = (a: GroupRow, b: GroupRow) =>
  a.group.name.localeCompare(b.group.name, CONSOLE_LOCALE) || a.kind.localeCompare(b.kind, CONSOLE_LOCALE)

function Intro() {
  return (
    <dl className={s.intro}>
      <div>
        <dt>Anti-affinity:</dt> <dd>{KINDS['anti-affinity'].meaning}</dd>
      </div>
      <div>
        <dt>Affinity:</dt> <dd>{KINDS.affinity.meaning}</dd>
      </div>
      <div>
        <dt>Policy allow:</dt> <dd>{POLICIES.allow.meaning}</dd>
      </div>
      <div>
        <dt>Policy fail:</dt> <dd>{POLICIES.fail.meaning}</dd>
      </div>
    </dl>
  )
}

export default function AffinityPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  const [antiQuery, affinityQuery] = affinityGroupLists(project)
  const { data: anti } = usePrefetchedApiQuery(antiQuery)
  const { data: affinity } = usePrefetchedApiQuery(affinityQuery)
  const rows: GroupRow[] = [
    ...anti.items.map((group) => ({ kind: 'anti-affinity' as const, group })),
    ...affinity.items.map((group) => ({ kind: 'affinity' as const, group })),
  ].sort(byName)
  const newButton = (
    <LinkButton overList disabledReason={roleReason} to={pb.affinityNew({ project })}>
      New group
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Affinity" icon={<AffinityIcon />} actions={newButton} />
      {rows.length === 0 ? (
        <EmptyState
          icon={<AffinityIcon />}
          title="No affinity groups"
          headingLevel={2}
          body="Groups decide where instances run relative to each other: an anti-affinity group keeps its instances on different sleds, an affinity group keeps them together on one."
          action={newButton}
        />
      ) : (
        <>
          <Intro />
          <GroupsTable project={project} rows={rows} />
        </>
      )}
      <Outlet />
    </>
  )
}
