import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { alertHandlers } from './platform-alerts'
import { auditHandlers } from './platform-audit'
import { certificateHandlers } from './platform-certificates'
import { identityHandlers } from './platform-identity'
import { metricHandlers } from './platform-metrics'
import { probeHandlers } from './platform-probes'
import { quotaHandlers } from './platform-quotas'
import { supportBundleHandlers } from './platform-support-bundles'
import { timeseriesHandlers } from './platform-timeseries'
import { updateHandlers } from './platform-update'
import { webhookHandlers } from './platform-webhooks'

/**
 * Silo quotas and utilization, identity providers and SCIM, certificates,
 * metrics and timeseries, alerts and webhooks, the audit log, system update,
 * support bundles and probes. Silos, users and groups have their own files.
 */
export const platformHandlers = {
  ...alertHandlers,
  ...auditHandlers,
  ...certificateHandlers,
  ...identityHandlers,
  ...metricHandlers,
  ...probeHandlers,
  ...quotaHandlers,
  ...supportBundleHandlers,
  ...timeseriesHandlers,
  ...updateHandlers,
  ...webhookHandlers,
} satisfies Partial<MSWHandlers>
