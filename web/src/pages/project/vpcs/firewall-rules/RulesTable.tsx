import type { VpcFirewallRule, VpcFirewallRuleHostFilter } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { Badge } from '~/ui/Badge'
import { ActionMenu, type ActionMenuItem } from '~/ui/Menu'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { TypeValueBadge } from '~/ui/TypeValueBadge'
import { byPriority } from '~/util/firewall-rules'
import { pb } from '~/util/paths'
import s from './firewall-rules.module.css'
import { FILTER_TYPE_LABELS, protocolLabel } from './rule-format'

type Props = {
  project: string
  vpc: string
  rules: VpcFirewallRule[]
  actions: (rule: VpcFirewallRule) => ActionMenuItem[]
}

/** Targets or host filters as type/value badges, or what none of them means. */
function TypedValues({ items, none }: { items: VpcFirewallRuleHostFilter[]; none: string }) {
  if (items.length === 0) return <span className={s.muted}>{none}</span>
  return (
    <ul className={s.badges}>
      {items.map((i) => (
        <li key={`${i.type} ${i.value}`}>
          <TypeValueBadge type={FILTER_TYPE_LABELS[i.type]} value={i.value} />
        </li>
      ))}
    </ul>
  )
}

const COLUMNS = [
  'Name',
  'Priority',
  'Action',
  'Direction',
  'Targets',
  'Host filters',
  'Protocols',
  'Ports',
  'Status',
]

/** A VPC's rules in the order they apply, each as the API has it. */
export function RulesTable({ project, vpc, rules, actions }: Props) {
  return (
    <Table aria-label="Firewall rules" wrapperClassName={s.scroll}>
      <THead>
        <Tr>
          {COLUMNS.map((c) => (
            <Th key={c} numeric={c === 'Priority'}>
              {c}
            </Th>
          ))}
          <Th actions>
            <span className="visually-hidden">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {[...rules].sort(byPriority).map((rule) => (
          <Tr key={rule.id}>
            <Td>
              <div className={s.nameCell}>
                <Link
                  overList
                  to={pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name })}
                  className="mono"
                >
                  {rule.name}
                </Link>
                {rule.description && (
                  <span className={s.ruleDescription} title={rule.description}>
                    {rule.description}
                  </span>
                )}
              </div>
            </Td>
            <Td numeric>{rule.priority}</Td>
            <Td>
              <Badge color={rule.action === 'allow' ? 'success' : 'danger'}>{rule.action}</Badge>
            </Td>
            <Td>{rule.direction}</Td>
            <Td>
              <TypedValues items={rule.targets} none="None" />
            </Td>
            <Td>
              <TypedValues items={rule.filters.hosts ?? []} none="Any" />
            </Td>
            <Td>
              {rule.filters.protocols?.length ? (
                <ul className={s.badges}>
                  {rule.filters.protocols.map((p) => (
                    <li key={protocolLabel(p)}>{protocolLabel(p)}</li>
                  ))}
                </ul>
              ) : (
                <span className={s.muted}>Any</span>
              )}
            </Td>
            <Td>
              {rule.filters.ports?.length ? (
                <span className="mono">{rule.filters.ports.join(', ')}</span>
              ) : (
                <span className={s.muted}>Any</span>
              )}
            </Td>
            <Td>
              <Badge color={rule.status === 'enabled' ? 'success' : 'neutral'}>{rule.status}</Badge>
            </Td>
            <Td actions>
              <ActionMenu label={`Actions for ${rule.name}`} items={actions(rule)} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}
