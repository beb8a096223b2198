import { useState } from 'react'
import { Outlet } from 'react-router'
import { useApiQuery } from '~/api'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { lazyComponent } from '~/components/lazy-component'
import { FilterableQueryTable } from '~/components/name-filter/FilterableQueryTable'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { foundData } from '~/components/row-references/reference'
import { peekReference, useReference } from '~/components/row-references/use-reference'
import { instanceById, instanceList } from '~/pages/project/instances/queries'
import { EmptyState } from '~/ui/EmptyState'
import { FloatingIpIcon } from '~/ui/icons/resource-icons'
import { CopyableId } from '~/ui/PropertyList'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
import { FLOATING_IP_BULK_ACTIONS, useFloatingIpActions } from './floating-ip-actions'
import { PoolName } from './PoolName'
import { floatingIpList, projectIpPoolList } from './queries'

const FloatingIpAttachDialog = lazyComponent(
  () => import('~/components/floating-ip-attach/FloatingIpAttachDialog'),
  'FloatingIpAttachDialog',
)

export const handle = paramsHandle(['project'], { crumb: 'Floating IPs', crumbPath: pb.floatingIps })

/** Each row's instance, by its id (not the project's instances), as the row's cell reads it too. */
const INSTANCES = { byId: instanceById }

function columns(project: string, pools: SiloIpPool[]): Column<FloatingIp>[] {
  return [
    {
      header: 'Name',
      cell: (f) => (
        <Link overList to={pb.floatingIpEdit({ project, floatingIp: f.name })} className="mono">
          {f.name}
        </Link>
      ),
    },
    { header: 'Description', cell: (f) => f.description || '—' },
    { header: 'IP address', cell: (f) => <CopyableId id={f.ip} label={`Copy IP address of ${f.name}`} /> },
    { header: 'Pool', cell: (f) => <PoolName id={f.ipPoolId} pools={pools} /> },
    {
      header: 'Attached to',
      cell: (f) => <AttachedInstance project={project} instanceId={f.instanceId} />,
    },
    { header: 'Created', cell: (f) => <RelativeTime date={f.timeCreated} /> },
  ]
}

const newButton = (project: string, roleReason: string | undefined) => (
  <LinkButton overList disabledReason={roleReason} to={pb.floatingIpsNew({ project })}>
    New floating IP
  </LinkButton>
)

export default function FloatingIpsPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const list = floatingIpList(project)
  const { data: pools } = useApiQuery(projectIpPoolList().all())
  const actions = useFloatingIpActions({
    project,
    onAttach: setAttaching,
    preloadAttach: FloatingIpAttachDialog.preload,
  })
  const useRowActions = (f: FloatingIp) => actions(f, foundData(useReference(INSTANCES, f.instanceId)))
  return (
    <>
      <PageHeader
        title="Floating IPs"
        icon={<FloatingIpIcon />}
        actions={newButton(project, roleReason)}
        docs={{ href: DOCS_LINKS.networking, topic: 'external IPs' }}
      />
      <FilterableQueryTable
        noun={{ one: 'floating IP', many: 'floating IPs' }}
        query={list}
        label="Floating IPs"
        columns={columns(project, pools?.items ?? [])}
        rowKey={(f) => f.id}
        rowLabel={(f) => f.name}
        rowActions={(f) => actions(f, foundData(peekReference(INSTANCES, f.instanceId)))}
        useRowActions={useRowActions}
        bulk={FLOATING_IP_BULK_ACTIONS}
        emptyState={
          <EmptyState
            icon={<FloatingIpIcon />}
            title="No floating IPs"
            headingLevel={2}
            body="A floating IP is a public address the project keeps: attach it to an instance, move it to another one, and keep it when the instance is gone."
            action={newButton(project, roleReason)}
          />
        }
      />
      {attaching && (
        <FloatingIpAttachDialog
          project={project}
          floatingIp={attaching}
          instances={instanceList(project)}
          onClose={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
