import { web1Boot } from '~mock/fixtures/compute/boot-disks'
import { wwwIp } from '~mock/fixtures/compute/external-ips'
import { debian12, webGolden } from '~mock/fixtures/compute/images'
import { web1 } from '~mock/fixtures/compute/instances'
import { web1Nightly } from '~mock/fixtures/compute/snapshots'
import { developers } from '~mock/fixtures/groups'
import { defaultPool } from '~mock/fixtures/hardware/ip-pools'
import { announceSet } from '~mock/fixtures/hardware/networking'
import { rack } from '~mock/fixtures/hardware/rack'
import { oktaIdp } from '~mock/fixtures/identity-providers'
import { slackBridgeReceiver } from '~mock/fixtures/platform/alerts'
import { activeBundle } from '~mock/fixtures/platform/support-bundles'
import { webFrontend } from '~mock/fixtures/projects'
import { engineeringSilo, researchSilo } from '~mock/fixtures/silos'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { grace } from '~mock/fixtures/users'
import { cachePair, webSpread } from '~mock/fixtures/vpc/affinity-groups'
import { sledOfInstance } from '~mock/handlers/hardware-racks'
import { fillPattern, type RoutePattern } from '../../scripts/route-patterns.mjs'

/** The sled the seed runs web-1 on, so the sled's page lists an instance. */
function sledOfWeb1(): string {
  const sled = sledOfInstance(web1)
  if (!sled) throw new Error('the seed runs web-1 on no sled')
  return sled
}

/**
 * A value for every route param, each something the mock's seed holds, so that a walk over the whole route tree
 * can open every page with real data: mostly the web-frontend project, its instance web-1 and its default VPC.
 * A new route with a new param needs an entry here (route-samples.test.ts fails until it has one).
 */
export const SAMPLE_PARAMS: Record<string, string> = {
  silo: engineeringSilo.name,
  provider: oktaIdp.name,
  project: webFrontend.name,
  instance: web1.name,
  // a silo image (a project's image is below)
  image: debian12.name,
  snapshot: web1Nightly.name,
  // web-1's boot disk: made from an image, attached, with a snapshot
  disk: web1Boot.name,
  // every project has a VPC `default`; web-frontend's has the subnet, router, route, gateway and rule below
  vpc: 'default',
  subnet: 'frontend',
  router: 'edge',
  route: 'internet',
  gateway: 'default',
  rule: 'allow-https',
  floatingIp: wwwIp.name,
  antiAffinityGroup: webSpread.name,
  affinityGroup: cachePair.name,
  sshKey: adaLaptopKey.name,
  sledId: sledOfWeb1(),
  pool: defaultPool.name,
  // the active bundle, whose page lists its files
  bundleId: activeBundle.id,
  // a webhook receiver with deliveries that went through and some that failed
  receiver: slackBridgeReceiver.name,
  // a user of the engineering silo in two groups, and one of those groups
  userId: grace.id,
  groupId: developers.id,
  // switch0's uplink: settings applied, its link up, a neighbour heard
  rackId: rack.id,
  switchLocation: 'switch0',
  port: 'qsfp0',
  // the announce set of the rack's BGP configuration, with two announcements
  announceSet: announceSet.name,
}

/**
 * Where a param names something else in part of the tree: the values there, by the start of the pattern
 * (the first that matches wins).
 */
export const SAMPLE_OVERRIDES: { under: string; params: Record<string, string> }[] = [
  // lookups take an instance's id, not its name
  { under: '/lookup/', params: { instance: web1.id } },
  { under: '/projects/:project/images/', params: { image: webGolden.name } },
  // the SAML identity provider belongs to the other silo
  { under: '/login/:silo/saml/', params: { silo: researchSilo.name } },
  { under: '/system/silos/:silo/idps/saml/', params: { silo: researchSilo.name } },
]

/** The sample values for one pattern. */
export function samplesFor(pattern: string): Record<string, string> {
  const override = SAMPLE_OVERRIDES.find((o) => pattern.startsWith(o.under))
  return { ...SAMPLE_PARAMS, ...override?.params }
}

/** The params of these routes that have no sample value, each with the first route that needs it. */
export function missingSamples(routes: RoutePattern[]): { param: string; pattern: string }[] {
  const missing = new Map<string, string>()
  for (const { pattern, params } of routes) {
    for (const param of params) {
      if (samplesFor(pattern)[param] === undefined && !missing.has(param)) missing.set(param, pattern)
    }
  }
  return [...missing].map(([param, pattern]) => ({ param, pattern }))
}

/** A path of the seeded mock for a route pattern, e.g. `/projects/web-frontend/instances/web-1`. */
export function samplePath(pattern: string): string {
  const missing = missingSamples([{ pattern, params: pattern.match(/(?<=:)\w+/g) ?? [] }])
  if (missing.length) {
    const names = missing.map((m) => `:${m.param}`).join(', ')
    throw new Error(
      `${pattern}: no sample value for ${names}; add one to SAMPLE_PARAMS in web/walks/route-samples.ts`,
    )
  }
  return fillPattern(pattern, samplesFor(pattern))
}
