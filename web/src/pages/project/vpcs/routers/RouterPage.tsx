import { Outlet } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem } from '~/components/show-request/request-items'
import { vpcRouterRouteList, vpcRouterView } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { RouterIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb, type RouterParams } from '~/util/paths'
import { RouteEnd } from './RouteEnd'
import { RouterKindBadge } from './RouterKindBadge'
import { newRouteReason, routeDeleteReason, routeEditReason, routeKindLabel } from './router-rules'

const columns = (p: RouterParams): Column<RouterRoute>[] => [
  {
    header: 'Name',
    cell: (r) =>
      routeEditReason(r) ? (
        <span className="mono">{r.name}</span>
      ) : (
        <Link overList to={pb.vpcRouterRouteEdit({ ...p, route: r.name })} className="mono">
          {r.name}
        </Link>
      ),
  },
  { header: 'Kind', cell: (r) => <Badge>{routeKindLabel[r.kind]}</Badge> },
  { header: 'Destination', cell: (r) => <RouteEnd end={r.destination} /> },
  { header: 'Target', cell: (r) => <RouteEnd end={r.target} /> },
  { header: 'Created', cell: (r) => <RelativeTime date={r.timeCreated} /> },
]

function NewRouteButton({ params, router }: { params: RouterParams; router: VpcRouter }) {
  const reason = useProjectReason(params.project, 'networking') ?? newRouteReason(router)
  if (reason) return <PlainButton disabledReason={reason}>New route</PlainButton>
  return (
    <LinkButton overList to={pb.vpcRouterRoutesNew(params)}>
      New route
    </LinkButton>
  )
}

/** A router: its properties and its routes, with the route forms over it. */
export default function RouterPage() {
  const params = useRequiredParams('project', 'vpc', 'router')
  const openOverList = useOpenOverList()
  const { data: router } = usePrefetchedApiQuery(vpcRouterView(params))
  const del = useApiMutation('vpcRouterRouteDelete', {
    onSuccess: () => invalidate('vpcRouterRouteList'),
  })
  const roleReason = useProjectReason(params.project, 'networking')
  const newRoute = <NewRouteButton params={params} router={router} />
  return (
    <>
      <PageHeader title={router.name} icon={<RouterIcon />} actions={newRoute} />
      <PropertyList
        properties={[
          ['Description', router.description || '—'],
          ['Kind', <RouterKindBadge key="kind" kind={router.kind} />],
          ['ID', <CopyableId key="id" id={router.id} label="Copy router ID" />],
          ['Created', <RelativeTime key="created" date={router.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={router.timeModified} />],
        ]}
      />
      <section className={s.section} aria-labelledby="routes-heading">
        <SectionHeading id="routes-heading">Routes</SectionHeading>
        {router.kind === 'system' && (
          <p className={s.note}>
            The control plane keeps this router's routes: one for each subnet, which follows the subnet, and
            the default routes, which can be retargeted.
          </p>
        )}
        <QueryTable
          query={vpcRouterRouteList(params)}
          label="Routes"
          columns={columns(params)}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          rowActions={(r) =>
            gateItems(
              [
                {
                  key: 'edit',
                  label: 'Edit',
                  disabledReason: routeEditReason(r),
                  onAction: () => openOverList(pb.vpcRouterRouteEdit({ ...params, route: r.name })),
                },
                confirmItem({
                  key: 'delete',
                  label: 'Delete',
                  danger: true,
                  disabledReason: routeDeleteReason(r),
                  request: () => del.prepare({ path: { route: r.name }, query: params }),
                  confirm: deleteConfirm({ kind: 'route', name: r.name }),
                }),
              ],
              roleReason,
            )
          }
          emptyState={
            <EmptyState
              icon={<RouterIcon />}
              title="No routes"
              body="A route sends the traffic for a destination to a target, such as an internet gateway or an instance."
              action={newRoute}
            />
          }
        />
      </section>
      <Outlet />
    </>
  )
}
