import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { invalidate, pageOfRequest, preload, useApiMutation } from '~/api'
import type { InternetGateway } from '~/api/__generated__/Api'
import { confirmDelete } from '~/components/confirm'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import {
  internetGatewayIpAddressList,
  internetGatewayIpPoolList,
  internetGatewayList,
} from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { GatewayIcon } from '~/ui/icons/resource-icons'
import { pb, type VpcParams } from '~/util/paths'
import { GatewayAddresses, GatewayPools } from './GatewayAttachments'
import { preloadGatewayRoutes, routesTo, WithGatewayRoutes } from './gateway-routes'

export const handle: RouteHandle = { crumb: 'Internet gateways' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'vpc')
  const gateways = internetGatewayList(selector).page(pageOfRequest(request))
  const [page] = await Promise.all([
    preload(gateways),
    preload(projectIpPoolList().all()),
    preloadGatewayRoutes(selector),
  ])
  await Promise.all(
    page.items.flatMap((g) => [
      preload(internetGatewayIpPoolList({ ...selector, gateway: g.name }).all()),
      preload(internetGatewayIpAddressList({ ...selector, gateway: g.name }).all()),
    ]),
  )
  return null
}

/** How many routes, in any router of the VPC, send traffic to the gateway. */
function RouteCount({ project, vpc, gateway }: VpcParams & { gateway: string }) {
  return (
    <WithGatewayRoutes project={project} vpc={vpc}>
      {(routes) => {
        if (routes.status === 'loading') return <span className={s.muted}>…</span>
        if (routes.status === 'error') return <span className={s.muted}>Could not load</span>
        const count = routesTo(routes, gateway).length
        return <span className="tabular-nums">{count}</span>
      }}
    </WithGatewayRoutes>
  )
}

const columns = (p: VpcParams): Column<InternetGateway>[] => [
  {
    header: 'Name',
    cell: (g) => (
      <Link to={pb.vpcInternetGateway({ ...p, gateway: g.name })} className="mono">
        {g.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (g) => g.description || '—' },
  { header: 'IP pools', cell: (g) => <GatewayPools {...p} gateway={g.name} /> },
  { header: 'IP addresses', cell: (g) => <GatewayAddresses {...p} gateway={g.name} /> },
  { header: 'Routes', numeric: true, cell: (g) => <RouteCount {...p} gateway={g.name} /> },
  { header: 'Created', cell: (g) => <RelativeTime date={g.timeCreated} /> },
]

export default function GatewaysTab() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const del = useApiMutation('internetGatewayDelete', {
    onSuccess: () => {
      invalidate('internetGatewayList')
      invalidate('vpcRouterRouteList')
    },
  })
  const newGateway = <LinkButton to={pb.vpcInternetGatewaysNew({ project, vpc })}>New gateway</LinkButton>
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          An internet gateway takes the VPC's traffic out to external networks, from the IP pools and
          addresses attached to it. Routes send traffic to it.
        </p>
        {newGateway}
      </div>
      <QueryTable
        query={internetGatewayList({ project, vpc })}
        label="Internet gateways"
        columns={columns({ project, vpc })}
        rowKey={(g) => g.id}
        rowLabel={(g) => g.name}
        rowActions={(g) => [
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            onAction: () =>
              confirmDelete({
                kind: 'internet gateway',
                name: g.name,
                extra:
                  'Its IP pools and addresses are detached, and the custom routes that target it are deleted with it.',
                doDelete: () =>
                  del.mutateAsync({ path: { gateway: g.name }, query: { project, vpc, cascade: true } }),
              }),
          },
        ]}
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
      <Outlet />
    </>
  )
}
