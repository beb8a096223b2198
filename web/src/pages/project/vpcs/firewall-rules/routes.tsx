import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/**
 * The firewall rules tab of a VPC's page and its forms, as children of the VPC page route (paths relative to
 * `vpcs/:vpc`): the rules tab, with the create (or copy) and edit forms over it.
 */
export const firewallRulesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./FirewallRulesTab')),
    children: [
      { path: 'firewall-rules' },
      { path: 'firewall-rules-new/:rule?', ...lazy(() => import('./FirewallRuleCreateForm')) },
      { path: 'firewall-rules/:rule/edit', ...lazy(() => import('./FirewallRuleEditForm')) },
    ],
  },
]
