import { PICKER_PAGE_SIZE } from '~/api/query'
import { instanceList } from '~/pages/project/instances/queries'
import { vpcFirewallRules, vpcList, vpcSubnetList } from '~/pages/project/vpcs/queries'

type VpcSelector = { project: string; vpc: string }

/**
 * What a rule form reads: the VPC's rules (the names taken, the rule to edit or copy) and the names a target or
 * host filter can be picked from: the VPC's subnets and the project's VPCs whole, the first page of its
 * instances (their pickers search the rest as the user types).
 */
export const ruleFormQueries = ({ project, vpc }: VpcSelector) =>
  [
    vpcFirewallRules(vpc, project),
    vpcList(project).all(),
    vpcSubnetList(vpc, project).all(),
    instanceList(project).page({ limit: PICKER_PAGE_SIZE }),
  ] as const
