import { Outlet } from 'react-router'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { Vpc } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem } from '~/components/show-request/request-items'
import { EmptyState } from '~/ui/EmptyState'
import { VpcIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { vpcFirewallRules, vpcList } from './queries'
import s from './vpcs.module.css'

export const handle = paramsHandle(['project'], { crumb: 'VPCs', crumbPath: pb.vpcs })

/** How many firewall rules the VPC has, linked to its rules tab. */
function FirewallRuleCount({ project, vpc }: { project: string; vpc: string }) {
  const { data, error } = useApiQuery(vpcFirewallRules(vpc, project))
  if (error) return <span className={s.muted}>Could not load</span>
  if (!data) return <span className={s.muted}>…</span>
  const count = data.rules.length
  return (
    <Link to={pb.vpcFirewallRules({ project, vpc })}>
      {count} {count === 1 ? 'rule' : 'rules'}
    </Link>
  )
}

const columns = (project: string): Column<Vpc>[] => [
  {
    header: 'Name',
    cell: (v) => (
      <Link to={pb.vpc({ project, vpc: v.name })} className="mono">
        {v.name}
      </Link>
    ),
  },
  { header: 'DNS name', cell: (v) => <span className="mono">{v.dnsName}</span> },
  { header: 'Description', cell: (v) => v.description || '—' },
  { header: 'Firewall rules', cell: (v) => <FirewallRuleCount project={project} vpc={v.name} /> },
  { header: 'Created', cell: (v) => <RelativeTime date={v.timeCreated} /> },
]

export default function VpcsPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'networking')
  const openOverList = useOpenOverList()
  const del = useApiMutation('vpcDelete', { onSuccess: () => invalidate('vpcList') })
  const newVpc = (
    <LinkButton overList disabledReason={roleReason} to={pb.vpcsNew({ project })}>
      New VPC
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title="VPCs"
        icon={<VpcIcon />}
        actions={newVpc}
        docs={{ href: DOCS_LINKS.networking, topic: 'VPCs and networking' }}
      />
      <QueryTable
        query={vpcList(project)}
        label="VPCs"
        columns={columns(project)}
        rowKey={(v) => v.id}
        rowLabel={(v) => v.name}
        rowActions={(v) =>
          gateItems(
            [
              {
                key: 'edit',
                label: 'Edit',
                onAction: () => openOverList(pb.vpcEdit({ project, vpc: v.name })),
              },
              confirmItem({
                key: 'delete',
                label: 'Delete',
                danger: true,
                request: () => del.prepare({ path: { vpc: v.name }, query: { project } }),
                confirm: deleteConfirm({ kind: 'VPC', name: v.name }),
              }),
            ],
            roleReason,
          )
        }
        emptyState={
          <EmptyState
            icon={<VpcIcon />}
            headingLevel={2}
            title="No VPCs"
            body="A VPC is a private network for the project's instances, with its own subnets, routers, internet gateways and firewall rules."
            action={newVpc}
          />
        }
      />
      <Outlet />
    </>
  )
}
