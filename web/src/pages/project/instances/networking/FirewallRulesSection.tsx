import { useApiQuery } from '~/api'
import type { Instance, InstanceNetworkInterface } from '~/api/__generated__/Api'
import s from '~/pages/project/instances/tab.module.css'
import { vpcFirewallRules, vpcSubnetList, vpcView } from '~/pages/project/vpcs/queries'
import { Badge } from '~/ui/Badge'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { filterSummary, rulesTargeting } from './firewall-match'

type Props = { instance: Instance; nics: InstanceNetworkInterface[] }

/** The rules of one VPC that select this instance. */
function VpcRules({
  instance,
  vpcId,
  nics,
}: {
  instance: Instance
  vpcId: string
  nics: InstanceNetworkInterface[]
}) {
  const { data: vpc } = useApiQuery(vpcView(vpcId))
  const { data: subnets } = useApiQuery(vpcSubnetList(vpcId).all())
  const { data, error } = useApiQuery(vpcFirewallRules(vpcId))
  if (error) {
    return (
      <Tr>
        <Td colSpan={6} className={s.emptyRow}>
          Could not load the firewall rules: {error.message}
        </Td>
      </Tr>
    )
  }
  if (!data || !vpc || !subnets) {
    return (
      <Tr>
        <Td colSpan={6}>
          <Spinner label="Loading firewall rules" />
        </Td>
      </Tr>
    )
  }
  const inVpc = nics.filter((n) => n.vpcId === vpcId)
  const subnetIds = new Set(inVpc.map((n) => n.subnetId))
  const matches = rulesTargeting(data.rules, {
    instanceName: instance.name,
    vpcName: vpc.name,
    subnetNames: subnets.items.filter((sn) => subnetIds.has(sn.id)).map((sn) => sn.name),
    ips: inVpc.map((n) => n.ip),
  })
  if (matches.length === 0) {
    return (
      <Tr>
        <Td colSpan={6} className={s.emptyRow}>
          No rules in VPC {vpc.name} target this instance.
        </Td>
      </Tr>
    )
  }
  return (
    <>
      {matches.map(({ rule, via }) => (
        <Tr key={rule.id}>
          <Td numeric>{rule.priority}</Td>
          <Td>
            <span className="mono">{rule.name}</span>
          </Td>
          <Td>
            <Badge color={rule.action === 'allow' ? 'success' : 'danger'}>{rule.action}</Badge>{' '}
            {rule.direction}
          </Td>
          <Td>{filterSummary(rule)}</Td>
          <Td>{via.join(', ')}</Td>
          <Td>
            <Badge color={rule.status === 'enabled' ? 'success' : 'neutral'}>{rule.status}</Badge>
          </Td>
        </Tr>
      ))}
    </>
  )
}

export function FirewallRulesSection({ instance, nics }: Props) {
  const vpcIds = [...new Set(nics.map((n) => n.vpcId))]
  return (
    <section className={s.section} aria-labelledby="firewall-heading">
      <SectionHeading id="firewall-heading">Firewall rules</SectionHeading>
      <p className={s.note}>
        Rules of the instance's VPCs that target it directly, by its VPC or subnet, or by its address.
      </p>
      <Table aria-label="Firewall rules targeting this instance">
        <THead>
          <Tr>
            <Th numeric>Priority</Th>
            <Th>Name</Th>
            <Th>Action</Th>
            <Th>Filters</Th>
            <Th>Targets it as</Th>
            <Th>Status</Th>
          </Tr>
        </THead>
        <TBody>
          {vpcIds.length === 0 && (
            <Tr>
              <Td colSpan={6} className={s.emptyRow}>
                The instance has no network interface, so no firewall rule applies to it.
              </Td>
            </Tr>
          )}
          {vpcIds.map((id) => (
            <VpcRules key={id} instance={instance} vpcId={id} nics={nics} />
          ))}
        </TBody>
      </Table>
    </section>
  )
}
