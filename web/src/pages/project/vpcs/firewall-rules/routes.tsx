import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { firewallRuleFormLoader, firewallRulesLoader } from '~/pages/project/vpcs/loaders'

/**
 * The firewall rules tab of a VPC's page and its forms, as children of the VPC page route (paths relative to
 * `vpcs/:vpc`): the rules tab, with the create (or copy) and edit forms over it.
 */
export const firewallRulesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./FirewallRulesTab')),
    loader: firewallRulesLoader,
    children: [
      { path: 'firewall-rules' },
      {
        path: 'firewall-rules-new/:rule?',
        ...lazy(() => import('./FirewallRuleCreateForm')),
        loader: firewallRuleFormLoader,
      },
      {
        path: 'firewall-rules/:rule/edit',
        ...lazy(() => import('./FirewallRuleEditForm')),
        loader: firewallRuleFormLoader,
      },
    ],
  },
]
