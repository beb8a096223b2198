// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pb } from './paths'

const params = {
  project: 'mock-project',
  instance: 'db1',
  vpc: 'mock-vpc',
  rule: 'allow-icmp',
  subnet: 'mock-subnet',
  router: 'mock-router',
  route: 'default-v4',
  gateway: 'internet-gateway',
  floatingIp: 'rootbeer-float',
  snapshot: 'snapshot-1',
  image: 'image-1',
  antiAffinityGroup: 'romulus-remus',
  affinityGroup: 'castor-pollux',
  silo: 'maze-war',
  provider: 'mock-idp',
  sledId: 'c2519937-44a4-493b-9b38-5c337c597d08',
  pool: 'ip-pool-1',
  sshKey: 'm1-macbook-pro',
  bundleId: '2e4a6c8e-0b2d-4f6a-9c1e-3a5c7e9b1d3f',
  receiver: 'ops-pagerduty',
  disk: 'pg-data',
  userId: '3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  groupId: '9e5efc2d-7b37-4a25-8493-db1769f46157',
  identityId: '3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  rackId: 'de608e01-b8e4-4d93-b972-a7dbed36dd22',
  switchLocation: 'switch0',
  port: 'qsfp0',
  announceSet: 'as65002-announce',
}

// Every builder, called with the params above. Adding a builder without adding it here fails the
// "covers every builder" test, so the table stays the full list of routes.
const expected: Record<keyof typeof pb, string> = {
  loginLocal: '/login/maze-war/local',
  loginSaml: '/login/maze-war/saml/mock-idp',
  login: '/login',
  deviceVerify: '/device/verify',
  deviceSuccess: '/device/success',
  root: '/',
  settings: '/settings',
  profile: '/settings/profile',
  sshKeys: '/settings/ssh-keys',
  sshKeysNew: '/settings/ssh-keys-new',
  sshKeyEdit: '/settings/ssh-keys/m1-macbook-pro/edit',
  accessTokens: '/settings/access-tokens',
  silos: '/system/silos',
  silosNew: '/system/silos-new',
  silo: '/system/silos/maze-war/idps',
  siloIdps: '/system/silos/maze-war/idps',
  siloIpPools: '/system/silos/maze-war/ip-pools',
  siloQuotas: '/system/silos/maze-war/quotas',
  siloFleetRoles: '/system/silos/maze-war/fleet-roles',
  siloUsers: '/system/silos/maze-war/users',
  siloUsersNew: '/system/silos/maze-war/users-new',
  siloUserPassword: '/system/silos/maze-war/users/3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8/set-password',
  siloIdpsNew: '/system/silos/maze-war/idps-new',
  samlIdp: '/system/silos/maze-war/idps/saml/mock-idp',
  fleetHealth: '/system/health',
  systemUtilization: '/system/utilization',
  systemMetrics: '/system/metrics',
  inventory: '/system/inventory',
  sledInventory: '/system/inventory/sleds',
  diskInventory: '/system/inventory/disks',
  sled: '/system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08/instances',
  sledInstances: '/system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08/instances',
  sledDisks: '/system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08/disks',
  systemAccess: '/system/access',
  supportBundles: '/system/support-bundles',
  supportBundlesNew: '/system/support-bundles-new',
  supportBundle: '/system/support-bundles/2e4a6c8e-0b2d-4f6a-9c1e-3a5c7e9b1d3f',
  supportBundleEdit: '/system/support-bundles/2e4a6c8e-0b2d-4f6a-9c1e-3a5c7e9b1d3f/edit',
  alerts: '/system/alerts',
  alertReceiversNew: '/system/alerts-new',
  alertReceiver: '/system/alerts/ops-pagerduty/deliveries',
  alertReceiverDeliveries: '/system/alerts/ops-pagerduty/deliveries',
  alertReceiverSubscriptions: '/system/alerts/ops-pagerduty/subscriptions',
  alertReceiverSubscriptionsAdd: '/system/alerts/ops-pagerduty/subscriptions-add',
  alertReceiverSecrets: '/system/alerts/ops-pagerduty/secrets',
  alertReceiverSecretsAdd: '/system/alerts/ops-pagerduty/secrets-add',
  alertReceiverEdit: '/system/alerts/ops-pagerduty/edit',
  systemAuditLog: '/system/audit-log',
  systemUpdate: '/system/update',
  systemUpdateRepositoryUpload: '/system/update/repositories-new',
  systemUpdateTrustRootsNew: '/system/update/trust-roots-new',
  ipPools: '/system/networking/ip-pools',
  ipPoolsNew: '/system/networking/ip-pools-new',
  ipPool: '/system/networking/ip-pools/ip-pool-1/ranges',
  ipPoolRanges: '/system/networking/ip-pools/ip-pool-1/ranges',
  ipPoolSilos: '/system/networking/ip-pools/ip-pool-1/silos',
  ipPoolEdit: '/system/networking/ip-pools/ip-pool-1/edit',
  ipPoolRangeAdd: '/system/networking/ip-pools/ip-pool-1/ranges-add',
  ipPoolService: '/system/networking/ip-pools-service',
  switches: '/system/networking/switches',
  switchPorts: '/system/networking/ports',
  switchPort: '/system/networking/ports/de608e01-b8e4-4d93-b972-a7dbed36dd22/switch0/qsfp0',
  switchPortLldpEdit: '/system/networking/ports/de608e01-b8e4-4d93-b972-a7dbed36dd22/switch0/qsfp0/lldp-edit',
  switchPortSettingsApply:
    '/system/networking/ports/de608e01-b8e4-4d93-b972-a7dbed36dd22/switch0/qsfp0/settings-apply',
  rackAccess: '/system/networking/rack-access',
  allowListEdit: '/system/networking/rack-access/allow-list-edit',
  routing: '/system/networking/routing',
  routingAnnounceSetEdit: '/system/networking/routing/announce-sets/as65002-announce/edit',
  siloImages: '/images',
  siloImageEdit: '/images/image-1/edit',
  siloUtilization: '/utilization',
  siloAccess: '/access',
  siloAccessChange: '/access?form=change&identity=3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  users: '/users',
  user: '/users/3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  groups: '/groups',
  group: '/groups/9e5efc2d-7b37-4a25-8493-db1769f46157',
  signInSettings: '/sign-in-settings',
  certificates: '/certificates',
  certificatesNew: '/certificates-new',
  signInSettingsEdit: '/sign-in-settings/edit',
  projects: '/projects',
  projectsNew: '/projects-new',
  projectEdit: '/projects/mock-project/edit',
  instanceLookup: '/lookup/instances/db1',
  instanceLookupShort: '/lookup/i/db1',
  project: '/projects/mock-project/instances',
  instances: '/projects/mock-project/instances',
  instancesNew: '/projects/mock-project/instances-new',
  instance: '/projects/mock-project/instances/db1/storage',
  instanceStorage: '/projects/mock-project/instances/db1/storage',
  instanceNetworking: '/projects/mock-project/instances/db1/networking',
  instanceMetrics: '/projects/mock-project/instances/db1/metrics',
  instanceCpuMetrics: '/projects/mock-project/instances/db1/metrics/cpu',
  instanceDiskMetrics: '/projects/mock-project/instances/db1/metrics/disk',
  instanceNetworkMetrics: '/projects/mock-project/instances/db1/metrics/network',
  instanceConnect: '/projects/mock-project/instances/db1/connect',
  instanceSettings: '/projects/mock-project/instances/db1/settings',
  serialConsole: '/projects/mock-project/instances/db1/serial-console',
  vpcs: '/projects/mock-project/vpcs',
  vpcsNew: '/projects/mock-project/vpcs-new',
  vpc: '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
  vpcEdit: '/projects/mock-project/vpcs/mock-vpc/edit',
  vpcFirewallRules: '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
  vpcFirewallRulesNew: '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new',
  vpcFirewallRuleClone: '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new/allow-icmp',
  vpcFirewallRuleEdit: '/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-icmp/edit',
  vpcSubnets: '/projects/mock-project/vpcs/mock-vpc/subnets',
  vpcSubnetsNew: '/projects/mock-project/vpcs/mock-vpc/subnets-new',
  vpcSubnetEdit: '/projects/mock-project/vpcs/mock-vpc/subnets/mock-subnet/edit',
  vpcRouters: '/projects/mock-project/vpcs/mock-vpc/routers',
  vpcRoutersNew: '/projects/mock-project/vpcs/mock-vpc/routers-new',
  vpcRouterEdit: '/projects/mock-project/vpcs/mock-vpc/routers/mock-router/edit',
  vpcInternetGateways: '/projects/mock-project/vpcs/mock-vpc/internet-gateways',
  vpcInternetGateway: '/projects/mock-project/vpcs/mock-vpc/internet-gateways/internet-gateway',
  vpcInternetGatewaysNew: '/projects/mock-project/vpcs/mock-vpc/internet-gateways-new',
  vpcRouter: '/projects/mock-project/vpcs/mock-vpc/routers/mock-router',
  vpcRouterRoutesNew: '/projects/mock-project/vpcs/mock-vpc/routers/mock-router/routes-new',
  vpcRouterRouteEdit: '/projects/mock-project/vpcs/mock-vpc/routers/mock-router/routes/default-v4/edit',
  floatingIps: '/projects/mock-project/floating-ips',
  floatingIpsNew: '/projects/mock-project/floating-ips-new',
  floatingIpEdit: '/projects/mock-project/floating-ips/rootbeer-float/edit',
  disks: '/projects/mock-project/disks',
  disksNew: '/projects/mock-project/disks-new',
  disk: '/projects/mock-project/disks/pg-data',
  snapshots: '/projects/mock-project/snapshots',
  snapshotsNew: '/projects/mock-project/snapshots-new',
  snapshotImagesNew: '/projects/mock-project/snapshots/snapshot-1/images-new',
  projectImages: '/projects/mock-project/images',
  projectImagesNew: '/projects/mock-project/images-new',
  projectImageEdit: '/projects/mock-project/images/image-1/edit',
  projectAccess: '/projects/mock-project/access',
  projectAccessChange:
    '/projects/mock-project/access?form=change&identity=3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  affinity: '/projects/mock-project/affinity',
  affinityNew: '/projects/mock-project/affinity-new',
  antiAffinityGroup: '/projects/mock-project/affinity/romulus-remus',
  antiAffinityGroupEdit: '/projects/mock-project/affinity/romulus-remus/edit',
  affinityGroup: '/projects/mock-project/affinity-groups/castor-pollux',
  affinityGroupEdit: '/projects/mock-project/affinity-groups/castor-pollux/edit',
}

type AnyBuilder = (p: typeof params) => string
const builders = pb as unknown as Record<string, AnyBuilder>

describe('path builder', () => {
  it('covers every builder', () => {
    expect(Object.keys(pb).sort()).toEqual(Object.keys(expected).sort())
  })

  it.each(Object.entries(expected))('%s -> %s', (name, path) => {
    expect(builders[name](params)).toBe(path)
  })

  it('opens an instance on its storage tab', () => {
    expect(pb.instance({ project: 'p', instance: 'i' })).toBe('/projects/p/instances/i/storage')
  })

  it('builds the tabs of the routing, their forms, and the ASN the routes and messages show', () => {
    expect(pb.routing({ tab: 'bgp' })).toBe('/system/networking/routing/bgp')
    expect(pb.routing({ tab: 'loopback-addresses-new' })).toBe(
      '/system/networking/routing/loopback-addresses-new',
    )
    expect(pb.routing({ tab: 'routes', asn: 65002 })).toBe('/system/networking/routing/routes?asn=65002')
    expect(pb.routing({ tab: 'messages', asn: 4200000000 })).toBe(
      '/system/networking/routing/messages?asn=4200000000',
    )
  })

  it('builds the project list and create form', () => {
    expect(pb.projects()).toBe('/projects')
    expect(pb.projectsNew()).toBe('/projects-new')
    expect(pb.projectEdit({ project: 'p' })).toBe('/projects/p/edit')
  })

  it('URL-encodes route params', () => {
    expect(pb.loginSaml({ silo: 'my silo', provider: 'a/b?c#d' })).toBe('/login/my%20silo/saml/a%2Fb%3Fc%23d')
    expect(pb.instanceLookup({ instance: '../x' })).toBe('/lookup/instances/..%2Fx')
  })

  it('carries an OxQL query to the metrics explorer', () => {
    expect(pb.systemMetrics({ query: 'get a:b | filter x == "y" && z > 1' })).toBe(
      '/system/metrics?query=get%20a%3Ab%20%7C%20filter%20x%20%3D%3D%20%22y%22%20%26%26%20z%20%3E%201',
    )
  })

  it('carries the current location to the login route', () => {
    expect(pb.login({ redirectUri: '/projects/p/disks?page=2&x=1' })).toBe(
      '/login?redirect_uri=%2Fprojects%2Fp%2Fdisks%3Fpage%3D2%26x%3D1',
    )
    expect(pb.loginLocal({ silo: 'maze-war', redirectUri: '/projects?a=b' })).toBe(
      '/login/maze-war/local?redirect_uri=%2Fprojects%3Fa%3Db',
    )
  })
})
