import type { SiloQuotasUpdate, VirtualResourceCounts } from '~/api/__generated__/Api'
import { formatBytes, GiB, TiB } from '~/util/format'
import { CONSOLE_LOCALE } from '~/util/locale'

/**
 * Quotas are counted in bytes by the API and entered in one unit per kind: memory in GiB and storage in TiB
 * (1024-based). Shown, they are written as every size is (`formatBytes`).
 */

export type QuotaKind = keyof VirtualResourceCounts

export const QUOTA_KINDS: readonly QuotaKind[] = ['cpus', 'memory', 'storage']

export const QUOTA_UNIT: Record<QuotaKind, string> = { cpus: 'vCPUs', memory: 'GiB', storage: 'TiB' }

export const QUOTA_LABEL: Record<QuotaKind, string> = { cpus: 'CPU', memory: 'Memory', storage: 'Storage' }

const UNIT_SIZE: Record<QuotaKind, number> = { cpus: 1, memory: GiB, storage: TiB }

/** How many fraction digits a value in the page's unit keeps: whole vCPUs and GiB, TiB to a hundredth. */
export const QUOTA_FRACTION_DIGITS: Record<QuotaKind, number> = { cpus: 0, memory: 0, storage: 2 }

/** An API amount (a count, or bytes) in the page's unit. */
export const toQuotaUnit = (kind: QuotaKind, amount: number) => amount / UNIT_SIZE[kind]

/** An amount in the page's unit as the API takes it: whole vCPUs or whole bytes. */
export const fromQuotaUnit = (kind: QuotaKind, value: number) => Math.round(value * UNIT_SIZE[kind])

/** A value in the page's unit, rounded as the page shows it. */
export function roundQuota(kind: QuotaKind, value: number): number {
  const scale = 10 ** QUOTA_FRACTION_DIGITS[kind]
  return Math.round(value * scale) / scale
}

const vcpus = new Intl.NumberFormat(CONSOLE_LOCALE, { maximumFractionDigits: 0 })

/** An API amount as every page shows it: `384 vCPUs`, and bytes as `formatBytes` writes them (`1.5 TiB`, `0 B`). */
export const formatQuota = (kind: QuotaKind, amount: number) =>
  kind === 'cpus' ? `${vcpus.format(amount)} ${QUOTA_UNIT.cpus}` : formatBytes(amount)

/** Quotas as a form holds them, in the page's units. */
export type QuotaValues = Record<QuotaKind, number>

/** Quotas for a form, rounded as the fields show them (see `changedQuotas` for why that loses nothing). */
export const quotaValues = (counts: VirtualResourceCounts): QuotaValues => ({
  cpus: roundQuota('cpus', toQuotaUnit('cpus', counts.cpus)),
  memory: roundQuota('memory', toQuotaUnit('memory', counts.memory)),
  storage: roundQuota('storage', toQuotaUnit('storage', counts.storage)),
})

export const quotaCounts = (values: QuotaValues): VirtualResourceCounts => ({
  cpus: fromQuotaUnit('cpus', values.cpus),
  memory: fromQuotaUnit('memory', values.memory),
  storage: fromQuotaUnit('storage', values.storage),
})

/**
 * The quotas to send after an edit: only those whose shown value changed, so a quota the form can only show
 * rounded (850 GiB is 0.83 TiB) is never overwritten with its rounded value.
 */
export function changedQuotas(current: VirtualResourceCounts, values: QuotaValues): SiloQuotasUpdate {
  const update: SiloQuotasUpdate = {}
  for (const kind of QUOTA_KINDS) {
    if (roundQuota(kind, values[kind]) !== roundQuota(kind, toQuotaUnit(kind, current[kind]))) {
      update[kind] = fromQuotaUnit(kind, values[kind])
    }
  }
  return update
}
