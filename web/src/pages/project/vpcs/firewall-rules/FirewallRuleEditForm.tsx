import { useState } from 'react'
import { sendInTurn, usePrefetchedApiQuery } from '~/api'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { pageNotFound, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { vpcFirewallRules } from '~/pages/project/vpcs/queries'
import { pb } from '~/util/paths'
import { FirewallRuleForm } from './FirewallRuleForm'
import { withRuleReplaced } from './rule-set'
import { type RuleValues, ruleFromValues, ruleValues } from './rule-values'
import { useRuleSetUpdate } from './use-rule-set-update'

export const handle = paramsHandle(['project', 'vpc', 'rule'], { crumb: (p) => p.rule })

/** Preloads what the form reads; a rule the VPC does not have is Page not found. */

/** Changes one rule; every other rule of the VPC is sent back exactly as it was. */
function EditForm({ project, vpc, name }: { project: string; vpc: string; name: string }) {
  const { data } = usePrefetchedApiQuery(vpcFirewallRules(vpc, project))
  // the rule as it was when the form opened: a later read without it (a save, a delete elsewhere) must not
  // take the form, and what was typed in it, away
  const [rule] = useState(() => data.rules.find((r) => r.name === name))
  const [initialValues] = useState(() => rule && ruleValues(rule))
  const save = useRuleSetUpdate({ project, vpc })
  if (!rule || !initialValues) throw pageNotFound()
  const back = useBackToList(pb.vpcFirewallRules({ project, vpc }))
  const request = (values: RuleValues) =>
    save.prepare((rules) => withRuleReplaced(rules, rule.name, ruleFromValues(values)))
  return (
    <FirewallRuleForm
      project={project}
      vpc={vpc}
      title="Edit firewall rule"
      subtitle={rule.name}
      submitLabel="Save rule"
      editing={rule.name}
      initialValues={initialValues}
      request={request}
      onSubmit={async (values) => {
        // the rules as they are now, so that a change made elsewhere meanwhile is kept
        await save.refresh()
        await sendInTurn(request(values))
        addToast({ title: `Firewall rule ${values.name} updated` })
        back()
      }}
      onDismiss={back}
    />
  )
}

export default function FirewallRuleEditForm() {
  const { project, vpc, rule } = useRequiredParams('project', 'vpc', 'rule')
  // another rule is another form
  return <EditForm key={rule} project={project} vpc={vpc} name={rule} />
}
