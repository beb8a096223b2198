import type { Api } from '~/api/__generated__/Api'
import { type ContractCase, setup } from './case'

type Methods = Api['methods']

const project = 'web-frontend'
const inProject = { query: { project } }
const vpc = { project, vpc: 'default' }
const edge = { ...vpc, router: 'edge' }
const gateway = { ...vpc, gateway: 'default' }

const newRoute = {
  name: 'to-office',
  description: 'Office network through the VPN appliance',
  destination: { type: 'ip_net' as const, value: '10.8.0.0/16' },
  target: { type: 'ip' as const, value: '172.30.4.10' },
}

function createGateway(api: Methods) {
  return api.internetGatewayCreate({ query: vpc, body: { name: 'egress-2', description: 'Second egress' } })
}

function newGroupResult(api: Methods, anti: boolean) {
  const body = {
    name: 'web-pack',
    description: 'Co-locate',
    policy: 'fail' as const,
    failureDomain: 'sled' as const,
  }
  return anti
    ? api.antiAffinityGroupCreate({ query: { project }, body })
    : api.affinityGroupCreate({ query: { project }, body })
}

async function newGroup(api: Methods, anti: boolean) {
  setup(await newGroupResult(api, anti))
}

const vpcResourceCases: ContractCase[] = [
  { operation: 'vpcList', run: (api) => api.vpcList({ query: { project } }) },
  {
    operation: 'vpcCreate',
    run: (api) =>
      api.vpcCreate({
        query: { project },
        body: { name: 'staging', description: 'Staging copy of the web tier', dnsName: 'staging' },
      }),
  },
  { operation: 'vpcView', run: (api) => api.vpcView({ path: { vpc: 'default' }, ...inProject }) },
  {
    operation: 'vpcUpdate',
    run: (api) =>
      api.vpcUpdate({ path: { vpc: 'dmz' }, query: { project }, body: { description: 'Load balancers' } }),
  },
  {
    operation: 'vpcDelete',
    run: async (api) => {
      // a VPC goes only once its subnets, the default one included, are gone
      const subnets = setup(await api.vpcSubnetList({ query: { project, vpc: 'dmz' } }))
      for (const subnet of subnets.items) setup(await api.vpcSubnetDelete({ path: { subnet: subnet.id } }))
      return api.vpcDelete({ path: { vpc: 'dmz' }, ...inProject })
    },
  },
  { operation: 'vpcFirewallRulesView', run: (api) => api.vpcFirewallRulesView({ query: vpc }) },
  {
    operation: 'vpcFirewallRulesUpdate',
    run: (api) =>
      api.vpcFirewallRulesUpdate({
        query: vpc,
        body: {
          rules: [
            {
              name: 'allow-https',
              description: 'HTTPS from anywhere',
              action: 'allow',
              direction: 'inbound',
              priority: 100,
              status: 'enabled',
              targets: [{ type: 'instance', value: 'web-1' }],
              filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
            },
          ],
        },
      }),
  },
]

const subnetCases: ContractCase[] = [
  { operation: 'vpcSubnetList', run: (api) => api.vpcSubnetList({ query: vpc }) },
  {
    operation: 'vpcSubnetCreate',
    run: (api) =>
      api.vpcSubnetCreate({
        query: vpc,
        body: { name: 'batch', description: 'Batch jobs', ipv4Block: '172.30.6.0/24', customRouter: 'edge' },
      }),
  },
  {
    operation: 'vpcSubnetView',
    run: (api) => api.vpcSubnetView({ path: { subnet: 'frontend' }, query: vpc }),
  },
  {
    operation: 'vpcSubnetUpdate',
    run: (api) =>
      api.vpcSubnetUpdate({
        path: { subnet: 'cache' },
        query: vpc,
        body: { name: 'sessions', description: 'Session store', customRouter: 'edge' },
      }),
  },
  {
    operation: 'vpcSubnetDelete',
    run: (api) => api.vpcSubnetDelete({ path: { subnet: 'cache' }, query: vpc }),
  },
  {
    operation: 'vpcSubnetListNetworkInterfaces',
    run: (api) => api.vpcSubnetListNetworkInterfaces({ path: { subnet: 'default' }, query: vpc }),
  },
]

const routerCases: ContractCase[] = [
  { operation: 'vpcRouterList', run: (api) => api.vpcRouterList({ query: vpc }) },
  {
    operation: 'vpcRouterCreate',
    run: (api) =>
      api.vpcRouterCreate({ query: vpc, body: { name: 'office', description: 'Office traffic' } }),
  },
  { operation: 'vpcRouterView', run: (api) => api.vpcRouterView({ path: { router: 'system' }, query: vpc }) },
  {
    operation: 'vpcRouterUpdate',
    run: (api) =>
      api.vpcRouterUpdate({ path: { router: 'edge' }, query: vpc, body: { description: 'Edge' } }),
  },
  {
    operation: 'vpcRouterDelete',
    run: (api) => api.vpcRouterDelete({ path: { router: 'edge' }, query: vpc }),
  },
  { operation: 'vpcRouterRouteList', run: (api) => api.vpcRouterRouteList({ query: edge }) },
  {
    operation: 'vpcRouterRouteList',
    run: (api) => api.vpcRouterRouteList({ query: { ...vpc, router: 'system' } }),
  },
  {
    operation: 'vpcRouterRouteCreate',
    run: (api) => api.vpcRouterRouteCreate({ query: edge, body: newRoute }),
  },
  {
    operation: 'vpcRouterRouteView',
    run: (api) => api.vpcRouterRouteView({ path: { route: 'block-metadata' }, query: edge }),
  },
  {
    operation: 'vpcRouterRouteUpdate',
    run: (api) => api.vpcRouterRouteUpdate({ path: { route: 'partner-vpn' }, query: edge, body: newRoute }),
  },
  {
    operation: 'vpcRouterRouteDelete',
    run: (api) => api.vpcRouterRouteDelete({ path: { route: 'internet' }, query: edge }),
  },
]

const gatewayCases: ContractCase[] = [
  { operation: 'internetGatewayList', run: (api) => api.internetGatewayList({ query: vpc }) },
  { operation: 'internetGatewayCreate', run: createGateway },
  {
    operation: 'internetGatewayView',
    run: (api) => api.internetGatewayView({ path: { gateway: 'default' }, query: vpc }),
  },
  {
    operation: 'internetGatewayDelete',
    run: (api) =>
      api.internetGatewayDelete({ path: { gateway: 'default' }, query: { ...vpc, cascade: true } }),
  },
  { operation: 'internetGatewayIpPoolList', run: (api) => api.internetGatewayIpPoolList({ query: gateway }) },
  {
    operation: 'internetGatewayIpPoolCreate',
    run: async (api) => {
      setup(await createGateway(api))
      return api.internetGatewayIpPoolCreate({
        query: { ...vpc, gateway: 'egress-2' },
        body: { name: 'default', description: 'Silo default pool', ipPool: 'default' },
      })
    },
  },
  {
    operation: 'internetGatewayIpPoolDelete',
    run: (api) => api.internetGatewayIpPoolDelete({ path: { pool: 'default' }, query: gateway }),
  },
  {
    operation: 'internetGatewayIpAddressList',
    run: (api) => api.internetGatewayIpAddressList({ query: gateway }),
  },
  {
    operation: 'internetGatewayIpAddressCreate',
    run: (api) =>
      api.internetGatewayIpAddressCreate({
        query: gateway,
        body: { name: 'egress-2', description: 'Second fixed egress address', address: '10.85.1.242' },
      }),
  },
  {
    operation: 'internetGatewayIpAddressDelete',
    run: (api) => api.internetGatewayIpAddressDelete({ path: { address: 'egress-1' }, query: gateway }),
  },
]

const ag = { path: { affinityGroup: 'cache-pair' }, ...inProject }
const aag = { path: { antiAffinityGroup: 'web-spread' }, ...inProject }
const agMember = (instance: string) => ({ path: { ...ag.path, instance }, ...inProject })
const aagMember = (instance: string) => ({ path: { ...aag.path, instance }, ...inProject })
const joining = { affinityGroup: 'web-pack', antiAffinityGroup: 'web-pack', instance: 'web-3' }

const affinityCases: ContractCase[] = [
  { operation: 'affinityGroupList', run: (api) => api.affinityGroupList(inProject) },
  { operation: 'affinityGroupCreate', run: (api) => newGroupResult(api, false) },
  { operation: 'affinityGroupView', run: (api) => api.affinityGroupView(ag) },
  {
    operation: 'affinityGroupUpdate',
    run: (api) =>
      api.affinityGroupUpdate({ ...ag, body: { description: 'Cache beside its busiest web server' } }),
  },
  { operation: 'affinityGroupDelete', run: (api) => api.affinityGroupDelete(ag) },
  { operation: 'affinityGroupMemberList', run: (api) => api.affinityGroupMemberList(ag) },
  {
    operation: 'affinityGroupMemberInstanceView',
    run: (api) => api.affinityGroupMemberInstanceView(agMember('web-3')),
  },
  {
    operation: 'affinityGroupMemberInstanceAdd',
    run: async (api) => {
      await newGroup(api, false)
      return api.affinityGroupMemberInstanceAdd({ path: joining, ...inProject })
    },
  },
  {
    operation: 'affinityGroupMemberInstanceDelete',
    run: (api) => api.affinityGroupMemberInstanceDelete(agMember('web-3')),
  },
  { operation: 'antiAffinityGroupList', run: (api) => api.antiAffinityGroupList(inProject) },
  { operation: 'antiAffinityGroupCreate', run: (api) => newGroupResult(api, true) },
  { operation: 'antiAffinityGroupView', run: (api) => api.antiAffinityGroupView(aag) },
  {
    operation: 'antiAffinityGroupUpdate',
    run: (api) => api.antiAffinityGroupUpdate({ ...aag, body: { name: 'web-tier-spread' } }),
  },
  { operation: 'antiAffinityGroupDelete', run: (api) => api.antiAffinityGroupDelete(aag) },
  { operation: 'antiAffinityGroupMemberList', run: (api) => api.antiAffinityGroupMemberList(aag) },
  {
    operation: 'antiAffinityGroupMemberInstanceView',
    run: (api) => api.antiAffinityGroupMemberInstanceView(aagMember('web-1')),
  },
  {
    operation: 'antiAffinityGroupMemberInstanceAdd',
    run: async (api) => {
      await newGroup(api, true)
      return api.antiAffinityGroupMemberInstanceAdd({ path: joining, ...inProject })
    },
  },
  {
    operation: 'antiAffinityGroupMemberInstanceDelete',
    run: (api) => api.antiAffinityGroupMemberInstanceDelete(aagMember('web-2')),
  },
]

export const vpcCases: ContractCase[] = [
  ...vpcResourceCases,
  ...subnetCases,
  ...routerCases,
  ...gatewayCases,
  ...affinityCases,
]
