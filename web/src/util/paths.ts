/**
 * The one place URLs are built. Every link and redirect in the app goes through `pb` so a route rename
 * is a one-line change and a typo is a type error rather than a dead link.
 *
 * Params are encoded with `encodeURIComponent`: names are URL-safe already, but ids and
 * user-supplied strings (a SAML provider name, a pasted lookup id) might not be.
 */

type Params<K extends string> = { readonly [P in K]: string }

export type ProjectParams = Params<'project'>
export type InstanceParams = Params<'project' | 'instance'>
export type VpcParams = Params<'project' | 'vpc'>
export type FirewallRuleParams = Params<'project' | 'vpc' | 'rule'>
export type SubnetParams = Params<'project' | 'vpc' | 'subnet'>
export type RouterParams = Params<'project' | 'vpc' | 'router'>
export type RouteParams = Params<'project' | 'vpc' | 'router' | 'route'>
export type GatewayParams = Params<'project' | 'vpc' | 'gateway'>
export type FloatingIpParams = Params<'project' | 'floatingIp'>
export type SnapshotParams = Params<'project' | 'snapshot'>
export type DiskParams = Params<'project' | 'disk'>
export type ProjectImageParams = Params<'project' | 'image'>
export type AntiAffinityGroupParams = Params<'project' | 'antiAffinityGroup'>
export type AffinityGroupParams = Params<'project' | 'affinityGroup'>
export type SiloParams = Params<'silo'>
export type SiloProviderParams = Params<'silo' | 'provider'>
export type SledParams = Params<'sledId'>
export type IpPoolParams = Params<'pool'>
export type SupportBundleParams = Params<'bundleId'>
export type SshKeyParams = Params<'sshKey'>
export type ImageParams = Params<'image'>
export type InstanceLookupParams = Params<'instance'>
export type AlertReceiverParams = Params<'receiver'>
export type UserParams = Params<'userId'>
export type GroupParams = Params<'groupId'>
export type SiloUserParams = Params<'silo' | 'userId'>
/** The tabs of the rack's routing and the forms that open over them. */
export type RoutingTab =
  | 'bgp'
  | 'bgp-new'
  | 'announce-sets'
  | 'announce-sets-new'
  | 'peers'
  | 'routes'
  | 'messages'
  | 'bfd'
  | 'bfd-new'
  | 'address-lots'
  | 'address-lots-new'
  | 'loopback-addresses'
  | 'loopback-addresses-new'

const enc = encodeURIComponent
const redirectQuery = (redirectUri?: string) => (redirectUri ? `?redirect_uri=${enc(redirectUri)}` : '')

const projectBase = ({ project }: ProjectParams) => `/projects/${enc(project)}`
const instanceBase = (p: InstanceParams) => `${projectBase(p)}/instances/${enc(p.instance)}`
const vpcBase = (p: VpcParams) => `${projectBase(p)}/vpcs/${enc(p.vpc)}`
const routerBase = (p: RouterParams) => `${vpcBase(p)}/routers/${enc(p.router)}`
const siloBase = ({ silo }: SiloParams) => `/system/silos/${enc(silo)}`
const ipPoolBase = ({ pool }: IpPoolParams) => `/system/networking/ip-pools/${enc(pool)}`
const sledBase = ({ sledId }: SledParams) => `/system/inventory/sleds/${enc(sledId)}`
const supportBundleBase = ({ bundleId }: SupportBundleParams) => `/system/support-bundles/${enc(bundleId)}`
const receiverBase = ({ receiver }: AlertReceiverParams) => `/system/alerts/${enc(receiver)}`

export const pb = {
  // public
  /** With `redirectUri` (path plus query), the login form sends the user back there afterwards. */
  loginLocal: ({ silo, redirectUri }: SiloParams & { redirectUri?: string }) =>
    `/login/${enc(silo)}/local${redirectQuery(redirectUri)}`,
  loginSaml: ({ silo, provider }: SiloProviderParams) => `/login/${enc(silo)}/saml/${enc(provider)}`,
  /**
   * Where an expired or missing session is sent. The server picks the silo's login page and sends the
   * user back to `redirectUri` (path plus query) once signed in.
   */
  login: ({ redirectUri }: { redirectUri?: string } = {}) => `/login${redirectQuery(redirectUri)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  // the root redirects to the project list
  root: () => '/',

  // settings; the index redirects to the profile
  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKeyParams) => `/settings/ssh-keys/${enc(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  // system: silos
  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  /** The silo page opens on its default tab, identity providers. */
  silo: (p: SiloParams) => `${siloBase(p)}/idps`,
  siloIdps: (p: SiloParams) => `${siloBase(p)}/idps`,
  siloIpPools: (p: SiloParams) => `${siloBase(p)}/ip-pools`,
  siloQuotas: (p: SiloParams) => `${siloBase(p)}/quotas`,
  siloFleetRoles: (p: SiloParams) => `${siloBase(p)}/fleet-roles`,
  siloUsers: (p: SiloParams) => `${siloBase(p)}/users`,
  siloUsersNew: (p: SiloParams) => `${siloBase(p)}/users-new`,
  siloUserPassword: (p: SiloUserParams) => `${siloBase(p)}/users/${enc(p.userId)}/set-password`,
  siloIdpsNew: (p: SiloParams) => `${siloBase(p)}/idps-new`,
  samlIdp: (p: SiloProviderParams) => `${siloBase(p)}/idps/saml/${enc(p.provider)}`,

  // system: what needs an operator's attention across the rack
  fleetHealth: () => '/system/health',

  // system: utilization and inventory
  systemUtilization: () => '/system/utilization',
  /** The metrics explorer, with an OxQL query to run when given one. */
  systemMetrics: ({ query }: { query?: string } = {}) =>
    query ? `/system/metrics?query=${enc(query)}` : '/system/metrics',
  /** The inventory as a whole (the sidebar's link, current on every tab); it opens on its default tab, sleds. */
  inventory: () => '/system/inventory',
  sledInventory: () => '/system/inventory/sleds',
  diskInventory: () => '/system/inventory/disks',
  /** The sled page opens on its default tab, instances. */
  sled: (p: SledParams) => `${sledBase(p)}/instances`,
  sledInstances: (p: SledParams) => `${sledBase(p)}/instances`,
  sledDisks: (p: SledParams) => `${sledBase(p)}/disks`,

  // system: update
  systemUpdate: () => '/system/update',
  systemUpdateRepositoryUpload: () => '/system/update/repositories-new',
  systemUpdateTrustRootsNew: () => '/system/update/trust-roots-new',

  // system: support bundles
  supportBundles: () => '/system/support-bundles',
  supportBundlesNew: () => '/system/support-bundles-new',
  supportBundle: (p: SupportBundleParams) => supportBundleBase(p),
  supportBundleEdit: (p: SupportBundleParams) => `${supportBundleBase(p)}/edit`,

  // system: access
  systemAccess: () => '/system/access',

  // system: alerts and their webhook receivers
  alerts: () => '/system/alerts',
  alertReceiversNew: () => '/system/alerts-new',
  alertReceiver: (p: AlertReceiverParams) => `${receiverBase(p)}/deliveries`,
  alertReceiverDeliveries: (p: AlertReceiverParams) => `${receiverBase(p)}/deliveries`,
  alertReceiverSubscriptions: (p: AlertReceiverParams) => `${receiverBase(p)}/subscriptions`,
  alertReceiverSubscriptionsAdd: (p: AlertReceiverParams) => `${receiverBase(p)}/subscriptions-add`,
  alertReceiverSecrets: (p: AlertReceiverParams) => `${receiverBase(p)}/secrets`,
  alertReceiverSecretsAdd: (p: AlertReceiverParams) => `${receiverBase(p)}/secrets-add`,
  alertReceiverEdit: (p: AlertReceiverParams) => `${receiverBase(p)}/edit`,
  // system: audit log
  systemAuditLog: () => '/system/audit-log',

  // system: networking
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  /** The pool page opens on its default tab, ranges. */
  ipPool: (p: IpPoolParams) => `${ipPoolBase(p)}/ranges`,
  ipPoolRanges: (p: IpPoolParams) => `${ipPoolBase(p)}/ranges`,
  ipPoolSilos: (p: IpPoolParams) => `${ipPoolBase(p)}/silos`,
  ipPoolEdit: (p: IpPoolParams) => `${ipPoolBase(p)}/edit`,
  ipPoolRangeAdd: (p: IpPoolParams) => `${ipPoolBase(p)}/ranges-add`,
  /** The ranges of the pool the rack's own services take their addresses from, read-only. */
  ipPoolService: () => '/system/networking/ip-pools-service',
  // system: networking, the rack's switches and ports, and who may reach the rack's API
  switches: () => '/system/networking/switches',
  switchPorts: () => '/system/networking/ports',
  /** A switch port, named as the API names it: by its rack, its switch's slot (switch0, switch1) and its name. */
  switchPort: (p: Params<'rackId' | 'switchLocation' | 'port'>) =>
    `/system/networking/ports/${enc(p.rackId)}/${enc(p.switchLocation)}/${enc(p.port)}`,
  switchPortLldpEdit: (p: Params<'rackId' | 'switchLocation' | 'port'>) => `${pb.switchPort(p)}/lldp-edit`,
  switchPortSettingsApply: (p: Params<'rackId' | 'switchLocation' | 'port'>) =>
    `${pb.switchPort(p)}/settings-apply`,
  rackAccess: () => '/system/networking/rack-access',
  allowListEdit: () => '/system/networking/rack-access/allow-list-edit',
  /**
   * The rack's routing: with no tab, the sidebar's link (it opens on BGP configurations); a tab, or a form that opens
   * over one. The routes and messages tabs show the BGP configuration with `asn` (without, the first).
   */
  routing: ({ tab, asn }: { tab?: RoutingTab; asn?: number } = {}) =>
    `/system/networking/routing${tab ? `/${tab}` : ''}${asn === undefined ? '' : `?asn=${asn}`}`,
  routingAnnounceSetEdit: ({ announceSet }: Params<'announceSet'>) =>
    `/system/networking/routing/announce-sets/${enc(announceSet)}/edit`,

  // silo level
  siloImages: () => '/images',
  siloImageEdit: ({ image }: ImageParams) => `/images/${enc(image)}/edit`,
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  /** The silo's access page with the form that changes one user's or group's role open. */
  siloAccessChange: ({ identityId }: { identityId: string }) =>
    `/access?form=change&identity=${enc(identityId)}`,
  users: () => '/users',
  user: ({ userId }: UserParams) => `/users/${enc(userId)}`,
  groups: () => '/groups',
  group: ({ groupId }: GroupParams) => `/groups/${enc(groupId)}`,
  signInSettings: () => '/sign-in-settings',
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  signInSettingsEdit: () => '/sign-in-settings/edit',
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: ProjectParams) => `${projectBase(p)}/edit`,
  instanceLookup: ({ instance }: InstanceLookupParams) => `/lookup/instances/${enc(instance)}`,
  instanceLookupShort: ({ instance }: InstanceLookupParams) => `/lookup/i/${enc(instance)}`,

  // project: instances
  /** A project opens on its instance list. */
  project: (p: ProjectParams) => `${projectBase(p)}/instances`,
  instances: (p: ProjectParams) => `${projectBase(p)}/instances`,
  instancesNew: (p: ProjectParams) => `${projectBase(p)}/instances-new`,
  /** The instance page opens on its default tab, storage. */
  instance: (p: InstanceParams) => `${instanceBase(p)}/storage`,
  instanceStorage: (p: InstanceParams) => `${instanceBase(p)}/storage`,
  instanceNetworking: (p: InstanceParams) => `${instanceBase(p)}/networking`,
  /** The metrics tab itself; its index route sends the user on to the CPU sub-tab. */
  instanceMetrics: (p: InstanceParams) => `${instanceBase(p)}/metrics`,
  instanceCpuMetrics: (p: InstanceParams) => `${instanceBase(p)}/metrics/cpu`,
  instanceDiskMetrics: (p: InstanceParams) => `${instanceBase(p)}/metrics/disk`,
  instanceNetworkMetrics: (p: InstanceParams) => `${instanceBase(p)}/metrics/network`,
  instanceConnect: (p: InstanceParams) => `${instanceBase(p)}/connect`,
  instanceSettings: (p: InstanceParams) => `${instanceBase(p)}/settings`,
  serialConsole: (p: InstanceParams) => `${instanceBase(p)}/serial-console`,

  // project: VPCs
  vpcs: (p: ProjectParams) => `${projectBase(p)}/vpcs`,
  vpcsNew: (p: ProjectParams) => `${projectBase(p)}/vpcs-new`,
  /** The VPC page opens on its default tab, firewall rules. */
  vpc: (p: VpcParams) => `${vpcBase(p)}/firewall-rules`,
  vpcEdit: (p: VpcParams) => `${vpcBase(p)}/edit`,
  vpcFirewallRules: (p: VpcParams) => `${vpcBase(p)}/firewall-rules`,
  vpcFirewallRulesNew: (p: VpcParams) => `${vpcBase(p)}/firewall-rules-new`,
  /** Create form prefilled from an existing rule. */
  vpcFirewallRuleClone: (p: FirewallRuleParams) => `${vpcBase(p)}/firewall-rules-new/${enc(p.rule)}`,
  vpcFirewallRuleEdit: (p: FirewallRuleParams) => `${vpcBase(p)}/firewall-rules/${enc(p.rule)}/edit`,
  vpcSubnets: (p: VpcParams) => `${vpcBase(p)}/subnets`,
  vpcSubnetsNew: (p: VpcParams) => `${vpcBase(p)}/subnets-new`,
  vpcSubnetEdit: (p: SubnetParams) => `${vpcBase(p)}/subnets/${enc(p.subnet)}/edit`,
  vpcRouters: (p: VpcParams) => `${vpcBase(p)}/routers`,
  vpcRoutersNew: (p: VpcParams) => `${vpcBase(p)}/routers-new`,
  vpcRouterEdit: (p: RouterParams) => `${routerBase(p)}/edit`,
  vpcInternetGateways: (p: VpcParams) => `${vpcBase(p)}/internet-gateways`,
  vpcInternetGatewaysNew: (p: VpcParams) => `${vpcBase(p)}/internet-gateways-new`,
  vpcInternetGateway: (p: GatewayParams) => `${vpcBase(p)}/internet-gateways/${enc(p.gateway)}`,
  vpcRouter: (p: RouterParams) => routerBase(p),
  vpcRouterRoutesNew: (p: RouterParams) => `${routerBase(p)}/routes-new`,
  vpcRouterRouteEdit: (p: RouteParams) => `${routerBase(p)}/routes/${enc(p.route)}/edit`,

  // project: everything else
  floatingIps: (p: ProjectParams) => `${projectBase(p)}/floating-ips`,
  floatingIpsNew: (p: ProjectParams) => `${projectBase(p)}/floating-ips-new`,
  floatingIpEdit: (p: FloatingIpParams) => `${projectBase(p)}/floating-ips/${enc(p.floatingIp)}/edit`,
  disks: (p: ProjectParams) => `${projectBase(p)}/disks`,
  disksNew: (p: ProjectParams) => `${projectBase(p)}/disks-new`,
  disk: (p: DiskParams) => `${projectBase(p)}/disks/${enc(p.disk)}`,
  snapshots: (p: ProjectParams) => `${projectBase(p)}/snapshots`,
  snapshotsNew: (p: ProjectParams) => `${projectBase(p)}/snapshots-new`,
  snapshotImagesNew: (p: SnapshotParams) => `${projectBase(p)}/snapshots/${enc(p.snapshot)}/images-new`,
  projectImages: (p: ProjectParams) => `${projectBase(p)}/images`,
  projectImagesNew: (p: ProjectParams) => `${projectBase(p)}/images-new`,
  projectImageEdit: (p: ProjectImageParams) => `${projectBase(p)}/images/${enc(p.image)}/edit`,
  projectAccess: (p: ProjectParams) => `${projectBase(p)}/access`,
  /** A project's access page with the form that changes one user's or group's role open. */
  projectAccessChange: (p: ProjectParams & { identityId: string }) =>
    `${projectBase(p)}/access?form=change&identity=${enc(p.identityId)}`,
  affinity: (p: ProjectParams) => `${projectBase(p)}/affinity`,
  affinityNew: (p: ProjectParams) => `${projectBase(p)}/affinity-new`,
  antiAffinityGroup: (p: AntiAffinityGroupParams) => `${projectBase(p)}/affinity/${enc(p.antiAffinityGroup)}`,
  antiAffinityGroupEdit: (p: AntiAffinityGroupParams) =>
    `${projectBase(p)}/affinity/${enc(p.antiAffinityGroup)}/edit`,
  /** Affinity groups live apart from anti-affinity groups, so the two kinds may share a name. */
  affinityGroup: (p: AffinityGroupParams) => `${projectBase(p)}/affinity-groups/${enc(p.affinityGroup)}`,
  affinityGroupEdit: (p: AffinityGroupParams) =>
    `${projectBase(p)}/affinity-groups/${enc(p.affinityGroup)}/edit`,
}
