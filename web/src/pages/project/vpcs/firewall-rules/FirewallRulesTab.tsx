import { Outlet } from 'react-router'
import { useApiQuery } from '~/api'
import { LinkButton } from '~/components/LinkButton'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { vpcFirewallRules } from '~/pages/project/vpcs/queries'
import { EmptyState } from '~/ui/EmptyState'
import { FirewallIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { Spinner } from '~/ui/Spinner'
import { pb } from '~/util/paths'
import s from './firewall-rules.module.css'
import { RulesTable } from './RulesTable'
import { useRuleActions } from './rule-actions'

export const handle = paramsHandle(['project', 'vpc'], {
  crumb: 'Firewall rules',
  crumbPath: pb.vpcFirewallRules,
})

/** A VPC's firewall rules, with the create, copy and edit forms over them. */
export default function FirewallRulesTab() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const roleReason = useProjectReason(project, 'networking')
  const { data, error, mutate, isValidating } = useApiQuery(vpcFirewallRules(vpc, project))
  const actions = useRuleActions({ project, vpc })
  const newRule = (
    <LinkButton overList disabledReason={roleReason} to={pb.vpcFirewallRulesNew({ project, vpc })}>
      New rule
    </LinkButton>
  )

  let content: React.ReactNode
  if (data && data.rules.length > 0) {
    content = <RulesTable project={project} vpc={vpc} rules={data.rules} actions={actions} />
  } else if (data) {
    content = (
      <EmptyState
        icon={<FirewallIcon />}
        headingLevel={2}
        title="No firewall rules"
        body="Rules decide which traffic reaches this VPC's instances and which they may send. Without any, instances receive no inbound traffic."
        action={newRule}
      />
    )
  } else if (error) {
    content = (
      <EmptyState
        headingLevel={2}
        title="Could not load the firewall rules"
        body={error.message}
        action={
          <PlainButton variant="secondary" loading={isValidating} onClick={() => mutate()}>
            Try again
          </PlainButton>
        }
      />
    )
  } else {
    content = <Spinner label="Loading firewall rules" />
  }

  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          Each rule allows or denies traffic to or from its targets. Rules apply in order of priority, the
          lowest number first.
        </p>
        {newRule}
      </div>
      {content}
      <Outlet />
    </>
  )
}
