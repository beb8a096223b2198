import { Outlet } from 'react-router'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { VpcRouter, VpcSubnet } from '~/api/__generated__/Api'
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
import { vpcRouterList, vpcSubnetList } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { SubnetIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Subnets' }

function columns(project: string, vpc: string, routers: Map<string, VpcRouter>): Column<VpcSubnet>[] {
  return [
    {
      header: 'Name',
      cell: (sn) => (
        <Link overList to={pb.vpcSubnetEdit({ project, vpc, subnet: sn.name })} className="mono">
          {sn.name}
        </Link>
      ),
    },
    { header: 'Description', cell: (sn) => sn.description || '—' },
    { header: 'IPv4 block', cell: (sn) => <span className="mono">{sn.ipv4Block}</span> },
    { header: 'IPv6 block', cell: (sn) => <span className="mono">{sn.ipv6Block}</span> },
    {
      header: 'Custom router',
      cell: (sn) => {
        if (!sn.customRouterId) return <span className={s.muted}>None</span>
        const router = routers.get(sn.customRouterId)
        if (!router) return <span className="mono">{sn.customRouterId}</span>
        return (
          <Link to={pb.vpcRouter({ project, vpc, router: router.name })} className="mono">
            {router.name}
          </Link>
        )
      },
    },
    { header: 'Created', cell: (sn) => <RelativeTime date={sn.timeCreated} /> },
  ]
}

export default function SubnetsTab() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const roleReason = useProjectReason(project, 'networking')
  const openOverList = useOpenOverList()
  const { data: routerPage } = useApiQuery(vpcRouterList({ project, vpc }).all())
  const routers = new Map((routerPage?.items ?? []).map((r) => [r.id, r]))
  const del = useApiMutation('vpcSubnetDelete', {
    onSuccess: () => {
      invalidate('vpcSubnetList')
      invalidate('vpcRouterRouteList')
    },
  })
  const newSubnet = (
    <LinkButton overList disabledReason={roleReason} to={pb.vpcSubnetsNew({ project, vpc })}>
      New subnet
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          Each subnet is an IPv4 and an IPv6 block of the VPC that instances attach to.
        </p>
        {newSubnet}
      </div>
      <QueryTable
        query={vpcSubnetList(vpc, project)}
        label="Subnets"
        columns={columns(project, vpc, routers)}
        rowKey={(sn) => sn.id}
        rowLabel={(sn) => sn.name}
        rowActions={(sn) =>
          gateItems(
            [
              {
                key: 'edit',
                label: 'Edit',
                onAction: () => openOverList(pb.vpcSubnetEdit({ project, vpc, subnet: sn.name })),
              },
              confirmItem({
                key: 'delete',
                label: 'Delete',
                danger: true,
                request: () => del.prepare({ path: { subnet: sn.name }, query: { project, vpc } }),
                confirm: deleteConfirm({ kind: 'subnet', name: sn.name }),
              }),
            ],
            roleReason,
          )
        }
        emptyState={
          <EmptyState
            icon={<SubnetIcon />}
            headingLevel={2}
            title="No subnets"
            body="Instances attach to a VPC through its subnets. Create one to give instances addresses in this VPC."
            action={newSubnet}
          />
        }
      />
      <Outlet />
    </>
  )
}
