// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatBytes, GiB, TiB } from '~/util/format'
import {
  changedQuotas,
  formatQuota,
  fromQuotaUnit,
  quotaCounts,
  quotaValues,
  toQuotaUnit,
} from './quota-units'

describe('quota units', () => {
  it('counts memory in GiB and storage in TiB, 1024-based', () => {
    expect(toQuotaUnit('memory', 1536 * GiB)).toBe(1536)
    expect(toQuotaUnit('storage', 60 * TiB)).toBe(60)
    expect(toQuotaUnit('storage', 512 * GiB)).toBe(0.5)
    expect(toQuotaUnit('cpus', 384)).toBe(384)
    expect(fromQuotaUnit('memory', 64)).toBe(68_719_476_736)
    expect(fromQuotaUnit('storage', 1.5)).toBe(1_649_267_441_664)
  })

  it('sends whole bytes, however many fraction digits a TiB value has', () => {
    expect(Number.isInteger(fromQuotaUnit('storage', 0.83))).toBe(true)
    expect(fromQuotaUnit('storage', 0.83)).toBe(Math.round(0.83 * 1024 ** 4))
  })

  it('round-trips the values a form holds, rounded as the fields show them', () => {
    const counts = { cpus: 90, memory: 708 * GiB, storage: 20 * TiB }
    expect(quotaCounts(quotaValues(counts))).toEqual(counts)
    expect(quotaValues({ cpus: 90, memory: 708 * GiB, storage: 850 * GiB }).storage).toBe(0.83)
  })

  it('shows amounts as every page shows them: vCPUs, and sizes as formatBytes writes them', () => {
    expect(formatQuota('cpus', 1075)).toBe('1,075 vCPUs')
    expect(formatQuota('memory', 1536 * GiB)).toBe('1.5 TiB')
    expect(formatQuota('storage', 850 * GiB)).toBe('850 GiB')
    expect(formatQuota('storage', 0)).toBe('0 B')
    expect(formatQuota('memory', 0)).toBe(formatBytes(0))
  })

  it('sends only the quotas whose shown value changed', () => {
    const current = { cpus: 90, memory: 708 * GiB, storage: 850 * GiB }
    // 850 GiB shows as 0.83 TiB: leaving it as shown must not overwrite it with 0.83 TiB
    expect(changedQuotas(current, { cpus: 90, memory: 708, storage: 0.83 })).toEqual({})
    expect(changedQuotas(current, { cpus: 96, memory: 708, storage: 1 })).toEqual({ cpus: 96, storage: TiB })
  })
})
