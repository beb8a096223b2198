import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { vpcAffinityHandlers } from './vpc-affinity'
import { vpcFirewallHandlers } from './vpc-firewall'
import { vpcGatewayLinkHandlers } from './vpc-gateway-links'
import { vpcGatewayHandlers } from './vpc-gateways'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcRouteHandlers } from './vpc-routes'
import { vpcSubnetHandlers } from './vpc-subnets'
import { vpcVpcHandlers } from './vpc-vpcs'

/** VPCs, subnets, routers and routes, firewall rules, internet gateways, and (anti-)affinity groups. */
export const vpcHandlers = {
  ...vpcVpcHandlers,
  ...vpcFirewallHandlers,
  ...vpcSubnetHandlers,
  ...vpcRouterHandlers,
  ...vpcRouteHandlers,
  ...vpcGatewayHandlers,
  ...vpcGatewayLinkHandlers,
  ...vpcAffinityHandlers,
} satisfies Partial<MSWHandlers>
