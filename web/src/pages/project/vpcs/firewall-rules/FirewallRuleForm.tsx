import { type ReactNode, useMemo } from 'react'
import { type PreparedCalls, usePrefetchedApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { SideModalForm } from '~/components/form/SideModalForm'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { instanceList } from '~/pages/project/instances/queries'
import type { SelectItem } from '~/ui/ListOption'
import { GeneralFields } from './GeneralFields'
import { PortsSection } from './PortsSection'
import { ProtocolsSection } from './ProtocolsSection'
import { ruleFormQueries } from './queries'
import type { RuleContext } from './rule-checks'
import { ruleSchema } from './rule-schema'
import type { RuleValues } from './rule-values'
import { type InstanceSearch, type Suggestions, TypedValueSection } from './TypedValueSection'

type Props = {
  project: string
  vpc: string
  title: string
  subtitle?: ReactNode
  submitLabel: string
  initialValues: RuleValues
  /** The name of the rule being edited, which its new name may keep. */
  editing?: string
  /** The save's request: the whole rule set with this rule in it. */
  request: (values: RuleValues) => PreparedCalls
  /** Reads the rules again, then sends `request(values)`. */
  onSubmit: (values: RuleValues) => Promise<unknown>
  onDismiss: () => void
}

const named = (items: { name: string; description: string }[]): SelectItem[] =>
  items.map((i) => ({ value: i.name, label: i.name, description: i.description || undefined }))

const INSTANCES = { one: 'instance', many: 'instances' }

/**
 * The instances one section's picker offers: the first page of the project's, and those further on whose name
 * holds what the user types.
 */
function useInstanceSearch(project: string, firstPage: { items: Instance[] }): InstanceSearch {
  const search = usePickerSearch(instanceList(project), firstPage, INSTANCES)
  return { items: named(search.items), onSearch: search.onSearch, status: search.status }
}

/** The names a rule may refer to, and the names its own may not take. */
function useRuleContext(project: string, vpc: string, editing: string | undefined) {
  const [rulesQuery, vpcsQuery, subnetsQuery, instancesQuery] = ruleFormQueries({ project, vpc })
  const { data: rules } = usePrefetchedApiQuery(rulesQuery)
  const { data: vpcs } = usePrefetchedApiQuery(vpcsQuery)
  const { data: subnets } = usePrefetchedApiQuery(subnetsQuery)
  const { data: instances } = usePrefetchedApiQuery(instancesQuery)
  const known = useMemo(() => {
    const context: RuleContext = {
      vpc,
      otherRules: rules.rules.map((r) => r.name).filter((name) => name !== editing),
      // an instance found past the first page has a name that passes the naming rule like any other
      names: {
        vpc: vpcs.items.map((v) => v.name),
        subnet: subnets.items.map((sn) => sn.name),
        instance: instances.items.map((i) => i.name),
      },
    }
    const suggestions: Suggestions = {
      // a rule can only name its own VPC; the others are listed to say so
      vpc: vpcs.items.map((v) =>
        v.name === vpc
          ? { value: v.name, label: v.name, description: 'This VPC' }
          : {
              value: v.name,
              label: v.name,
              description: 'A rule can only name its own VPC',
              isDisabled: true,
            },
      ),
      subnet: named(subnets.items),
    }
    return { context, suggestions }
  }, [vpc, editing, rules, vpcs, subnets, instances])
  // each section's picker searches on its own, so what is typed in one leaves the other as it was
  const targetInstances = useInstanceSearch(project, instances)
  const hostInstances = useInstanceSearch(project, instances)
  return { ...known, targetInstances, hostInstances }
}

/** The create, copy and edit form of a firewall rule: what it does, the instances it applies to, and its filters. */
export function FirewallRuleForm({ project, vpc, editing, initialValues, ...shell }: Props) {
  const { context, suggestions, targetInstances, hostInstances } = useRuleContext(project, vpc, editing)
  return (
    <SideModalForm {...shell} initialValues={initialValues} schema={() => ruleSchema(context)} errorSummary>
      <GeneralFields autoFocus />
      <TypedValueSection
        list="targets"
        title="Targets"
        noun="target"
        note="The instances the rule applies to: those in a VPC or subnet, one by name, or those with an address in an IP or a network. An instance that matches any target is covered."
        emptyText="No targets yet: a rule without targets applies to no instance."
        context={context}
        suggestions={suggestions}
        instances={targetInstances}
      />
      <TypedValueSection
        list="hosts"
        title="Host filters"
        noun="host filter"
        note="The other end of the traffic: for an inbound rule its source, for an outbound rule its destination. Traffic must match one of them."
        emptyText="Any host."
        context={context}
        suggestions={suggestions}
        instances={hostInstances}
      />
      <PortsSection />
      <ProtocolsSection />
    </SideModalForm>
  )
}
