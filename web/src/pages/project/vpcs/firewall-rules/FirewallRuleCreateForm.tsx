import { useState } from 'react'
import { useParams } from 'react-router'
import { sendInTurn, usePrefetchedApiQuery } from '~/api'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { pageNotFound, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { vpcFirewallRules } from '~/pages/project/vpcs/queries'
import { pb } from '~/util/paths'
import { FirewallRuleForm } from './FirewallRuleForm'
import { withRuleAdded } from './rule-set'
import { copyName, newRuleValues, type RuleValues, ruleFromValues, ruleValues } from './rule-values'
import { useRuleSetUpdate } from './use-rule-set-update'

export const handle: RouteHandle = { crumb: (params) => (params.rule ? 'Copy rule' : 'New rule') }

/** Preloads what the form reads; a rule to copy that the VPC does not have is Page not found. */

/** A new rule, blank or a copy of `source` under a name of its own. */
function CreateForm({ project, vpc, source }: { project: string; vpc: string; source: string | undefined }) {
  const { data } = usePrefetchedApiQuery(vpcFirewallRules(vpc, project))
  // what the form starts from is fixed when it opens, whatever later reads of the rules bring
  const [original] = useState(() =>
    source === undefined ? undefined : data.rules.find((r) => r.name === source),
  )
  const [initialValues] = useState(() =>
    original
      ? ruleValues(
          original,
          copyName(
            original.name,
            data.rules.map((r) => r.name),
          ),
        )
      : newRuleValues(),
  )
  const save = useRuleSetUpdate({ project, vpc })
  if (source !== undefined && !original) throw pageNotFound()
  const back = useBackToList(pb.vpcFirewallRules({ project, vpc }))
  const request = (values: RuleValues) =>
    save.prepare((rules) => withRuleAdded(rules, ruleFromValues(values)))
  return (
    <FirewallRuleForm
      project={project}
      vpc={vpc}
      title="Create firewall rule"
      subtitle={original ? `A copy of ${original.name}` : undefined}
      submitLabel="Create rule"
      initialValues={initialValues}
      request={request}
      onSubmit={async (values) => {
        // the rules as they are now, so that a rule added elsewhere meanwhile is kept
        await save.refresh()
        await sendInTurn(request(values))
        addToast({ title: `Firewall rule ${values.name} created` })
        back()
      }}
      onDismiss={back}
    />
  )
}

export default function FirewallRuleCreateForm() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const { rule } = useParams()
  // a copy of another rule, or a blank rule, is another form
  return <CreateForm key={rule ?? ''} project={project} vpc={vpc} source={rule} />
}
