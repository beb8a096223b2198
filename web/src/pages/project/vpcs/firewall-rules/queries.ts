import { instanceList } from '~/pages/project/instances/queries'
import { vpcFirewallRules, vpcList, vpcSubnetList } from '~/pages/project/vpcs/queries'

type VpcSelector = { project: string; vpc: string }

/**
 * What a rule form reads: the VPC's rules (the names taken, the rule to edit or copy) and the names a target or
 * host filter can be picked from.
 */
export const ruleFormQueries = ({ project, vpc }: VpcSelector) =>
  [
    vpcFirewallRules(vpc, project),
    vpcList(project).all(),
    vpcSubnetList(vpc, project).all(),
    instanceList(project).all(),
  ] as const
