import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { Vpc } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem, withShowRequests } from '~/components/show-request/request-items'
import { VpcIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { pb, type VpcParams } from '~/util/paths'
import { vpcRouterById, vpcView } from './queries'
import s from './vpcs.module.css'

/** The VPC the page is about, as every tab and form under it reads it. */
export function useVpc() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const { data } = usePrefetchedApiQuery(vpcView(vpc, project))
  return { project, vpc: data }
}

function SystemRouterLink({ project, vpc }: { project: string; vpc: Vpc }) {
  const { data: router, error } = useApiQuery(vpcRouterById(vpc.systemRouterId))
  if (error) return <span className={s.muted}>Could not load</span>
  if (!router) return <span className="mono">…</span>
  return (
    <Link to={pb.vpcRouter({ project, vpc: vpc.name, router: router.name })} className="mono">
      {router.name}
    </Link>
  )
}

const vpcTabs = (p: VpcParams): RouteTab[] => [
  { label: 'Firewall rules', to: pb.vpcFirewallRules(p) },
  { label: 'Subnets', to: pb.vpcSubnets(p) },
  { label: 'Routers', to: pb.vpcRouters(p) },
  { label: 'Internet gateways', to: pb.vpcInternetGateways(p) },
]

function HeaderActions({ project, vpc }: { project: string; vpc: Vpc }) {
  const navigate = useNavigate()
  const del = useApiMutation('vpcDelete', {
    onSuccess: () => {
      invalidate('vpcList')
      navigate(pb.vpcs({ project }))
    },
  })
  const roleReason = useProjectReason(project, 'networking')
  return (
    <div className={s.actions}>
      <LinkButton variant="secondary" disabledReason={roleReason} to={pb.vpcEdit({ project, vpc: vpc.name })}>
        Edit
      </LinkButton>
      <ActionMenu
        label={`More actions for ${vpc.name}`}
        items={withShowRequests(
          `VPC ${vpc.name}`,
          gateItems(
            [
              confirmItem({
                key: 'delete',
                label: 'Delete',
                danger: true,
                request: () => del.prepare({ path: { vpc: vpc.name }, query: { project } }),
                confirm: deleteConfirm({ kind: 'VPC', name: vpc.name }),
              }),
            ],
            roleReason,
          ),
        )}
      />
    </div>
  )
}

/** Header, properties and tabs around the selected tab (firewall rules unless the URL says otherwise). */
export default function VpcPage() {
  const { project, vpc } = useVpc()
  return (
    <>
      <PageHeader
        title={vpc.name}
        icon={<VpcIcon />}
        actions={<HeaderActions project={project} vpc={vpc} />}
      />
      {vpc.description && <p className={s.description}>{vpc.description}</p>}
      <PropertyList
        properties={[
          [
            'DNS name',
            <span key="dns" className="mono">
              {vpc.dnsName}
            </span>,
          ],
          [
            'IPv6 prefix',
            <span key="prefix" className="mono">
              {vpc.ipv6Prefix}
            </span>,
          ],
          ['ID', <CopyableId key="id" id={vpc.id} label="Copy VPC ID" />],
          ['System router', <SystemRouterLink key="router" project={project} vpc={vpc} />],
          ['Created', <RelativeTime key="created" date={vpc.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={vpc.timeModified} />],
        ]}
      />
      <RouteTabs label="VPC sections" tabs={vpcTabs({ project, vpc: vpc.name })} panelClassName={s.panel} />
    </>
  )
}
