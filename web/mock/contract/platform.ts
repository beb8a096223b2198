import type { Api } from '~/api/__generated__/Api'
import { WILDCARD_CERT_PEM, WILDCARD_KEY_PEM } from '~mock/fixtures/platform/certificates'
import { scimTokens } from '~mock/fixtures/platform/silo-settings'
import { sandbox } from '~mock/fixtures/projects'
import { researchSilo } from '~mock/fixtures/silos'
import { ada, barbara } from '~mock/fixtures/users'
import { GiB } from '~mock/toolkit/units'
import { type ContractCase, setup } from './case'

type Methods = Api['methods']

const hourAgo = () => new Date(Date.now() - 3_600_000)
const range = () => `timestamp >= @${hourAgo().toISOString().slice(0, 19)} && timestamp < @now()`

async function firstInstanceId(api: Methods): Promise<string | null> {
  const list = await api.instanceList({ query: { project: 'web-frontend' } })
  return list.type === 'success' ? (list.data.items[0]?.id ?? null) : null
}

const newSilo: Parameters<Methods['siloCreate']>[0]['body'] = {
  name: 'partners',
  description: 'Partner integrations',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: 'partner-admins',
  mappedFleetRoles: {},
  quotas: { cpus: 32, memory: 128 * GiB, storage: 2048 * GiB },
  tlsCertificates: [],
}

export const platformCases: ContractCase[] = [
  // silos, quotas and utilization
  { operation: 'siloCreate', run: (api) => api.siloCreate({ body: newSilo }) },
  { operation: 'siloDelete', run: (api) => api.siloDelete({ path: { silo: 'research' } }) },
  { operation: 'siloIpPoolList', run: (api) => api.siloIpPoolList({ path: { silo: 'engineering' } }) },
  { operation: 'siloQuotasView', run: (api) => api.siloQuotasView({ path: { silo: 'engineering' } }) },
  {
    operation: 'siloQuotasUpdate',
    run: (api) => api.siloQuotasUpdate({ path: { silo: 'research' }, body: { cpus: 160 } }),
  },
  { operation: 'systemQuotasList', run: (api) => api.systemQuotasList({}) },
  { operation: 'utilizationView', run: (api) => api.utilizationView({}) },
  { operation: 'siloUtilizationList', run: (api) => api.siloUtilizationList({}) },
  {
    operation: 'siloUtilizationView',
    run: (api) => api.siloUtilizationView({ path: { silo: researchSilo.id } }),
  },

  // identity
  {
    operation: 'localIdpUserCreate',
    run: (api) =>
      api.localIdpUserCreate({
        query: { silo: 'engineering' },
        body: { externalId: 'hedy', password: { mode: 'password', value: 'frequency-hopping' } },
      }),
  },
  {
    operation: 'localIdpUserDelete',
    run: async (api) => {
      const body = { externalId: 'temp', password: { mode: 'login_disallowed' } } as const
      const user = setup(await api.localIdpUserCreate({ query: { silo: 'engineering' }, body }))
      return api.localIdpUserDelete({ path: { userId: user.id }, query: { silo: 'engineering' } })
    },
  },
  {
    operation: 'localIdpUserSetPassword',
    run: (api) =>
      api.localIdpUserSetPassword({
        path: { userId: ada.id },
        query: { silo: 'engineering' },
        body: { mode: 'password', value: 'difference-engine' },
      }),
  },
  {
    operation: 'samlIdentityProviderCreate',
    run: (api) =>
      api.samlIdentityProviderCreate({
        query: { silo: 'research' },
        body: {
          name: 'azure',
          description: 'Microsoft Entra ID',
          acsUrl: 'https://research.sys.rack.example.com/login/research/saml/azure',
          sloUrl: 'https://login.microsoftonline.example.com/logout',
          idpEntityId: 'https://sts.windows.example.net/1f2e3d4c/',
          spClientId: 'oxide-research',
          technicalContactEmail: 'it-ops@research.example.com',
          groupAttributeName: 'groups',
          idpMetadataSource: { type: 'url', url: 'https://login.microsoftonline.example.com/metadata.xml' },
        },
      }),
  },
  { operation: 'scimTokenList', run: (api) => api.scimTokenList({ query: { silo: 'research' } }) },
  { operation: 'scimTokenCreate', run: (api) => api.scimTokenCreate({ query: { silo: 'research' } }) },
  {
    operation: 'scimTokenView',
    run: (api) => api.scimTokenView({ path: { tokenId: scimTokens[0].id }, query: { silo: 'research' } }),
  },
  {
    operation: 'scimTokenDelete',
    run: (api) => api.scimTokenDelete({ path: { tokenId: scimTokens[1].id }, query: { silo: 'research' } }),
  },
  { operation: 'authSettingsView', run: (api) => api.authSettingsView({}) },
  {
    operation: 'authSettingsUpdate',
    run: (api) => api.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 86_400 } }),
  },

  // users
  { operation: 'siloUserList', run: (api) => api.siloUserList({ query: { silo: 'research' } }) },
  {
    operation: 'siloUserView',
    run: (api) => api.siloUserView({ path: { userId: barbara.id }, query: { silo: 'research' } }),
  },
  { operation: 'userBuiltinList', run: (api) => api.userBuiltinList({}) },
  { operation: 'userBuiltinView', run: (api) => api.userBuiltinView({ path: { user: 'db-init' } }) },
  { operation: 'userTokenList', run: (api) => api.userTokenList({ path: { userId: ada.id } }) },
  { operation: 'userSessionList', run: (api) => api.userSessionList({ path: { userId: ada.id } }) },
  { operation: 'userLogout', run: (api) => api.userLogout({ path: { userId: barbara.id } }) },

  // certificates
  { operation: 'certificateList', run: (api) => api.certificateList({}) },
  {
    operation: 'certificateCreate',
    run: (api) =>
      api.certificateCreate({
        body: {
          name: 'rack-wildcard-2027',
          description: 'Next year',
          service: 'external_api',
          cert: WILDCARD_CERT_PEM,
          key: WILDCARD_KEY_PEM,
        },
      }),
  },
  {
    operation: 'certificateView',
    run: (api) => api.certificateView({ path: { certificate: 'rack-wildcard-2026' } }),
  },
  {
    operation: 'certificateDelete',
    run: (api) => api.certificateDelete({ path: { certificate: 'rack-wildcard-2025' } }),
  },

  // metrics and timeseries
  {
    operation: 'siloMetric',
    run: (api) =>
      api.siloMetric({
        path: { metricName: 'cpus_provisioned' },
        query: { startTime: hourAgo(), endTime: new Date(), limit: 100 },
      }),
  },
  {
    operation: 'systemMetric',
    run: (api) =>
      api.systemMetric({
        path: { metricName: 'virtual_disk_space_provisioned' },
        query: { startTime: hourAgo(), endTime: new Date(), silo: 'engineering' },
      }),
  },
  {
    operation: 'timeseriesQuery',
    run: async (api) => {
      const id = (await firstInstanceId(api)) ?? '00000000-0000-4000-8000-000000000000'
      const query = `get virtual_machine:vcpu_usage | filter ${range()} && instance_id == "${id}" && state == "run" | group_by [], sum | align mean_within(60s)`
      return api.timeseriesQuery({ query: { project: 'web-frontend' }, body: { query } })
    },
  },
  {
    operation: 'systemTimeseriesQuery',
    run: (api) =>
      api.systemTimeseriesQuery({
        body: { query: `get hardware_component:temperature | filter ${range()} | align mean_within(5m)` },
      }),
  },
  { operation: 'systemTimeseriesSchemaList', run: (api) => api.systemTimeseriesSchemaList({}) },

  // probes
  { operation: 'probeList', run: (api) => api.probeList({ query: { project: 'sandbox' } }) },
  {
    operation: 'probeCreate',
    run: async (api) => {
      const sleds = await api.sledList({})
      const sled = sleds.type === 'success' ? sleds.data.items[0]?.id : undefined
      return api.probeCreate({
        query: { project: sandbox.id },
        body: { name: 'edge-probe', description: 'Checks the uplinks', sled: sled ?? crypto.randomUUID() },
      })
    },
  },
  {
    operation: 'probeView',
    run: async (api) => {
      const sleds = setup(await api.sledList({}))
      const body = { name: 'edge-probe', description: '', sled: sleds.items[0]?.id ?? crypto.randomUUID() }
      setup(await api.probeCreate({ query: { project: 'sandbox' }, body }))
      return api.probeView({ path: { probe: 'edge-probe' }, query: { project: 'sandbox' } })
    },
  },
  {
    operation: 'probeDelete',
    run: async (api) => {
      const sleds = setup(await api.sledList({}))
      const body = { name: 'edge-probe', description: '', sled: sleds.items[0]?.id ?? crypto.randomUUID() }
      const probe = setup(await api.probeCreate({ query: { project: 'sandbox' }, body }))
      return api.probeDelete({ path: { probe: probe.id }, query: { project: 'sandbox' } })
    },
  },
]
