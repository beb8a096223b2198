import { useState } from 'react'
import { Outlet } from 'react-router'
import { useApiQuery } from '~/api'
import type { FloatingIp, Instance, SiloIpPool } from '~/api/__generated__/Api'
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
import { instanceList } from '~/pages/project/instances/queries'
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

type Lookups = { instances: Map<string, Instance>; pools: SiloIpPool[] }

function columns(project: string, { instances, pools }: Lookups): Column<FloatingIp>[] {
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
      cell: (f) => <AttachedInstance project={project} instanceId={f.instanceId} instances={instances} />,
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
  const { data: allInstances } = useApiQuery(instanceList(project).all())
  const { data: pools } = useApiQuery(projectIpPoolList().all())
  const instances = new Map((allInstances?.items ?? []).map((i) => [i.id, i]))
  const rowActions = useFloatingIpActions({
    project,
    instances,
    onAttach: setAttaching,
    preloadAttach: FloatingIpAttachDialog.preload,
  })
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
        query={floatingIpList(project)}
        label="Floating IPs"
        columns={columns(project, { instances, pools: pools?.items ?? [] })}
        rowKey={(f) => f.id}
        rowLabel={(f) => f.name}
        rowActions={rowActions}
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
