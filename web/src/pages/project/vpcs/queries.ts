import { listQuery, query } from '~/api'

export const vpcList = (project: string) => listQuery('vpcList', { query: { project } })

/** By id, or by name with its project. */
export const vpcView = (vpc: string, project?: string) =>
  query('vpcView', { path: { vpc }, query: { project } })

/** A VPC's subnets: by the VPC's id alone, or by its name with the project. */
export const vpcSubnetList = (vpc: string, project?: string) =>
  listQuery('vpcSubnetList', { query: { project, vpc } })

export const vpcSubnetView = (subnet: string) => query('vpcSubnetView', { path: { subnet } })

/** A VPC's firewall rules, all of them (the API returns the whole rule set at once). */
export const vpcFirewallRules = (vpc: string, project?: string) =>
  query('vpcFirewallRulesView', { query: { project, vpc } })
