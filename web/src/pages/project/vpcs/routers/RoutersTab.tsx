import { Outlet } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { VpcRouter } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem } from '~/components/show-request/request-items'
import { vpcRouterList } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RouterIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { RouterKindBadge } from './RouterKindBadge'
import { routerDeleteReason, routerEditReason } from './router-rules'

export const handle: RouteHandle = { crumb: 'Routers' }

const columns = (project: string, vpc: string): Column<VpcRouter>[] => [
  {
    header: 'Name',
    cell: (r) => (
      <Link to={pb.vpcRouter({ project, vpc, router: r.name })} className="mono">
        {r.name}
      </Link>
    ),
  },
  { header: 'Kind', cell: (r) => <RouterKindBadge kind={r.kind} /> },
  { header: 'Description', cell: (r) => r.description || '—' },
  { header: 'Created', cell: (r) => <RelativeTime date={r.timeCreated} /> },
]

export default function RoutersTab() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const roleReason = useProjectReason(project, 'networking')
  const openOverList = useOpenOverList()
  const del = useApiMutation('vpcRouterDelete', {
    onSuccess: () => {
      invalidate('vpcRouterList')
      invalidate('vpcRouterRouteList')
      // subnets that used the router are left without a custom router
      invalidate('vpcSubnetList')
    },
  })
  const newRouter = (
    <LinkButton overList disabledReason={roleReason} to={pb.vpcRoutersNew({ project, vpc })}>
      New router
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          The system router holds the VPC's own routes; a custom router adds routes for the subnets that use
          it.
        </p>
        {newRouter}
      </div>
      <QueryTable
        query={vpcRouterList({ project, vpc })}
        label="Routers"
        columns={columns(project, vpc)}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        rowActions={(r) =>
          gateItems(
            [
              {
                key: 'edit',
                label: 'Edit',
                disabledReason: routerEditReason(r),
                onAction: () => openOverList(pb.vpcRouterEdit({ project, vpc, router: r.name })),
              },
              confirmItem({
                key: 'delete',
                label: 'Delete',
                danger: true,
                disabledReason: routerDeleteReason(r),
                request: () => del.prepare({ path: { router: r.name }, query: { project, vpc } }),
                confirm: deleteConfirm({
                  kind: 'router',
                  name: r.name,
                  extra:
                    'Its routes are deleted with it, and the subnets that use it keep only the system router.',
                }),
              }),
            ],
            roleReason,
          )
        }
        emptyState={
          <EmptyState
            icon={<RouterIcon />}
            headingLevel={2}
            title="No routers"
            body="Routers decide where the traffic of the VPC's subnets goes. Create a custom router to add routes of your own."
            action={newRouter}
          />
        }
      />
      <Outlet />
    </>
  )
}
