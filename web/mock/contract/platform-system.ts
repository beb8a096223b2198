import { handleResponse } from '~/api/__generated__/http-client'
import { pagerdutyReceiver } from '~mock/fixtures/platform/alerts'
import { supportBundles } from '~mock/fixtures/platform/support-bundles'
import { oxideRootRole, trustRoots } from '~mock/fixtures/platform/update'
import { type ContractCase, setup } from './case'

const activeBundle = supportBundles[0].id

/** Calls the generated client cannot make with a body (binary upload, raw JSON document). */
async function send(method: string, path: string, body: BodyInit, type: string) {
  const response = await fetch(`http://localhost${path}`, { method, body, headers: { 'content-type': type } })
  return handleResponse<unknown>(response)
}

/** Fleet-level operations of the platform area: alerts, webhooks, audit log, update, support bundles. */
export const platformSystemCases: ContractCase[] = [
  // alerts and webhooks
  { operation: 'alertClassList', run: (api) => api.alertClassList({ query: { filter: 'hw.**' } }) },
  { operation: 'alertReceiverList', run: (api) => api.alertReceiverList({}) },
  {
    operation: 'alertReceiverView',
    run: (api) => api.alertReceiverView({ path: { receiver: 'ops-pagerduty' } }),
  },
  {
    operation: 'alertReceiverDelete',
    run: (api) => api.alertReceiverDelete({ path: { receiver: 'audit-sink' } }),
  },
  {
    operation: 'alertDeliveryList',
    run: (api) => api.alertDeliveryList({ path: { receiver: 'audit-sink' }, query: { failed: true } }),
  },
  {
    operation: 'alertReceiverProbe',
    run: (api) => api.alertReceiverProbe({ path: { receiver: 'ops-pagerduty' }, query: { resend: true } }),
  },
  {
    operation: 'alertReceiverSubscriptionAdd',
    run: (api) =>
      api.alertReceiverSubscriptionAdd({
        path: { receiver: pagerdutyReceiver.id },
        body: { subscription: 'update.completed' },
      }),
  },
  {
    operation: 'alertReceiverSubscriptionRemove',
    run: (api) =>
      api.alertReceiverSubscriptionRemove({
        path: { receiver: 'ops-pagerduty', subscription: 'instance.failed' },
      }),
  },
  {
    operation: 'alertDeliveryResend',
    run: async (api) => {
      const failed = setup(
        await api.alertDeliveryList({ path: { receiver: 'audit-sink' }, query: { failed: true } }),
      )
      return api.alertDeliveryResend({
        path: { alertId: failed.items[0].alertId },
        query: { receiver: 'audit-sink' },
      })
    },
  },
  {
    operation: 'webhookReceiverCreate',
    run: (api) =>
      api.webhookReceiverCreate({
        body: {
          name: 'ops-slack',
          description: 'Posts to #rack-ops',
          endpoint: 'https://hooks.slack.example.com/services/T0001/B0002/abc',
          secrets: ['5b0e4c1f2a'],
          subscriptions: ['instance.*'],
        },
      }),
  },
  {
    operation: 'webhookReceiverUpdate',
    run: (api) =>
      api.webhookReceiverUpdate({
        path: { receiver: 'audit-sink' },
        body: { endpoint: 'https://collector.compliance.example.com/oxide/alerts' },
      }),
  },
  {
    operation: 'webhookSecretsList',
    run: (api) => api.webhookSecretsList({ query: { receiver: 'ops-pagerduty' } }),
  },
  {
    operation: 'webhookSecretsAdd',
    run: (api) =>
      api.webhookSecretsAdd({ query: { receiver: 'ops-pagerduty' }, body: { secret: 'rotated-9f1c' } }),
  },
  {
    operation: 'webhookSecretsDelete',
    run: (api) => api.webhookSecretsDelete({ path: { secretId: pagerdutyReceiver.secrets[0].id } }),
  },

  // audit log
  {
    operation: 'auditLogList',
    run: (api) => api.auditLogList({ query: { startTime: new Date(Date.now() - 7 * 86_400_000) } }),
  },

  // system update
  { operation: 'systemUpdateRepositoryList', run: (api) => api.systemUpdateRepositoryList({}) },
  {
    operation: 'systemUpdateRepositoryUpload',
    run: () =>
      send(
        'PUT',
        '/v1/system/update/repositories?file_name=oxide-17.1.0.zip',
        new Uint8Array([80, 75, 3, 4]),
        'application/octet-stream',
      ),
  },
  {
    operation: 'systemUpdateRepositoryView',
    run: (api) => api.systemUpdateRepositoryView({ path: { systemVersion: '17.0.0' } }),
  },
  { operation: 'systemUpdateStatus', run: (api) => api.systemUpdateStatus({}) },
  {
    operation: 'targetReleaseUpdate',
    run: async (api) => {
      setup(await api.systemUpdateRepositoryUpload({ query: { fileName: 'oxide-17.1.0.zip' } }))
      return api.targetReleaseUpdate({ body: { systemVersion: '17.1.0' } })
    },
  },
  { operation: 'systemUpdateTrustRootList', run: (api) => api.systemUpdateTrustRootList({}) },
  {
    operation: 'systemUpdateTrustRootCreate',
    run: () =>
      send('POST', '/v1/system/update/trust-roots', JSON.stringify(oxideRootRole), 'application/json'),
  },
  {
    operation: 'systemUpdateTrustRootView',
    run: (api) => api.systemUpdateTrustRootView({ path: { trustRootId: trustRoots[0].id } }),
  },
  {
    operation: 'systemUpdateTrustRootDelete',
    run: (api) => api.systemUpdateTrustRootDelete({ path: { trustRootId: trustRoots[0].id } }),
  },

  // support bundles
  { operation: 'supportBundleList', run: (api) => api.supportBundleList({}) },
  {
    operation: 'supportBundleCreate',
    run: (api) => api.supportBundleCreate({ body: { userComment: 'Sled 9 fan alarms' } }),
  },
  {
    operation: 'supportBundleView',
    run: (api) => api.supportBundleView({ path: { bundleId: activeBundle } }),
  },
  {
    operation: 'supportBundleUpdate',
    run: (api) =>
      api.supportBundleUpdate({
        path: { bundleId: activeBundle },
        body: { userComment: 'Case 4127, closed' },
      }),
  },
  {
    operation: 'supportBundleDelete',
    run: (api) => api.supportBundleDelete({ path: { bundleId: activeBundle } }),
  },
  {
    operation: 'supportBundleDownload',
    run: (api) => api.supportBundleDownload({ path: { bundleId: activeBundle } }),
  },
  {
    operation: 'supportBundleHead',
    run: (api) => api.supportBundleHead({ path: { bundleId: activeBundle } }),
  },
  {
    operation: 'supportBundleIndex',
    run: (api) => api.supportBundleIndex({ path: { bundleId: activeBundle } }),
  },
  {
    operation: 'supportBundleDownloadFile',
    run: (api) => api.supportBundleDownloadFile({ path: { bundleId: activeBundle, file: 'bundle_id.txt' } }),
  },
  {
    operation: 'supportBundleHeadFile',
    run: (api) => api.supportBundleHeadFile({ path: { bundleId: activeBundle, file: 'bundle_id.txt' } }),
  },
]
