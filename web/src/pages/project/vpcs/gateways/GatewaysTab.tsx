import { Outlet } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { InternetGateway } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem } from '~/components/show-request/request-items'
import { internetGatewayList } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { GatewayIcon } from '~/ui/icons/resource-icons'
import { pb, type VpcParams } from '~/util/paths'
import { GatewayAddresses, GatewayPools } from './GatewayAttachments'
import { type GatewayRoutes, routesTo, WithGatewayRoutes } from './gateway-routes'

export const handle: RouteHandle = { crumb: 'Internet gateways' }

/** How many routes, in any router of the VPC, send traffic to the gateway. */
function RouteCount({ routes, gateway }: { routes: GatewayRoutes; gateway: string }) {
  if (routes.status === 'loading') return <span className={s.muted}>…</span>
  if (routes.status === 'error') return <span className={s.muted}>Could not load</span>
  return <span className="tabular-nums">{routesTo(routes, gateway).length}</span>
}

const columns = (p: VpcParams, routes: GatewayRoutes): Column<InternetGateway>[] => [
  {
    header: 'Name',
    cell: (g) => (
      <Link overList to={pb.vpcInternetGateway({ ...p, gateway: g.name })} className="mono">
        {g.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (g) => g.description || '—' },
  { header: 'IP pools', cell: (g) => <GatewayPools {...p} gateway={g.name} /> },
  { header: 'IP addresses', cell: (g) => <GatewayAddresses {...p} gateway={g.name} /> },
  { header: 'Routes', numeric: true, cell: (g) => <RouteCount routes={routes} gateway={g.name} /> },
  { header: 'Created', cell: (g) => <RelativeTime date={g.timeCreated} /> },
]

export default function GatewaysTab() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const roleReason = useProjectReason(project, 'networking')
  const del = useApiMutation('internetGatewayDelete', {
    onSuccess: () => {
      invalidate('internetGatewayList')
      invalidate('vpcRouterRouteList')
    },
  })
  const newGateway = (
    <LinkButton overList disabledReason={roleReason} to={pb.vpcInternetGatewaysNew({ project, vpc })}>
      New gateway
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          An internet gateway takes the VPC's traffic out to external networks, from the IP pools and
          addresses attached to it. Routes send traffic to it.
        </p>
        {newGateway}
      </div>
      {/* the routes are read once for the whole table, and each row counts those to its gateway */}
      <WithGatewayRoutes project={project} vpc={vpc}>
        {(routes) => (
          <QueryTable
            query={internetGatewayList({ project, vpc })}
            label="Internet gateways"
            columns={columns({ project, vpc }, routes)}
            rowKey={(g) => g.id}
            rowLabel={(g) => g.name}
            rowActions={(g) =>
              gateItems(
                [
                  confirmItem({
                    key: 'delete',
                    label: 'Delete',
                    danger: true,
                    request: () =>
                      del.prepare({ path: { gateway: g.name }, query: { project, vpc, cascade: true } }),
                    confirm: deleteConfirm({
                      kind: 'internet gateway',
                      name: g.name,
                      extra:
                        'Its IP pools and addresses are detached, and the custom routes that target it are deleted with it.',
                    }),
                  }),
                ],
                roleReason,
              )
            }
            emptyState={
              <EmptyState
                icon={<GatewayIcon />}
                headingLevel={2}
                title="No internet gateways"
                body="An internet gateway connects the VPC to external networks through the IP pools and addresses attached to it. Create one, then route traffic to it."
                action={newGateway}
              />
            }
          />
        )}
      </WithGatewayRoutes>
      <Outlet />
    </>
  )
}
