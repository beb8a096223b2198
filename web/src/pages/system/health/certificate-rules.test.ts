import { describe, expect, it } from 'vitest'
import type { Certificate } from '~/api/__generated__/Api'
import { formatDate } from '~/util/format'
import { withNotAfter } from '~mock/fixtures/platform/cert-dates'
import { WILDCARD_CERT_PEM } from '~mock/fixtures/platform/certificates'
import { certificateItems, certificatesChecked } from './certificate-rules'

// the seed's wildcard certificate is valid until 2027-12-23T23:35:07Z
const NOT_AFTER = new Date('2027-12-23T23:35:07Z')
const DAY = 86_400_000

const cert = (name: string, pem = WILDCARD_CERT_PEM): Certificate => ({
  cert: pem,
  description: '',
  id: `id-${name}`,
  name,
  service: 'external_api',
  timeCreated: new Date('2026-11-02T10:00:00Z'),
  timeModified: new Date('2026-11-02T10:00:00Z'),
})

const at = (msBeforeExpiry: number) => new Date(NOT_AFTER.getTime() - msBeforeExpiry)

describe('certificates that need attention', () => {
  it('finds nothing while a certificate has more than 30 days left', () => {
    expect(certificateItems([cert('current')], at(30 * DAY))).toEqual([])
  })

  it('warns within 30 days, with the days left and when it expires', () => {
    const [item] = certificateItems([cert('current')], at(13.5 * DAY))
    expect(item).toMatchObject({
      severity: 'warning',
      title: 'Certificate current expires in 14 days',
      detail: "Add a replacement valid for the silo's DNS name before it expires.",
      when: { label: 'Expires', date: NOT_AFTER },
      link: { to: '/certificates', label: 'Open certificates' },
    })
    expect(certificateItems([cert('current')], at(DAY / 2))[0].title).toBe(
      'Certificate current expires in 1 day',
    )
  })

  it('makes an expired certificate critical', () => {
    const [item] = certificateItems([cert('old')], at(-DAY))
    expect(item).toMatchObject({
      severity: 'critical',
      title: 'Certificate old has expired',
      when: { label: 'Expired', date: NOT_AFTER },
    })
  })

  it('names the replacement in place, when another certificate for the service stays valid', () => {
    const later = new Date('2029-01-31T12:00:00Z')
    const items = certificateItems(
      [cert('old'), cert('next', withNotAfter(WILDCARD_CERT_PEM, later))],
      at(10 * DAY),
    )
    expect(items).toEqual([
      expect.objectContaining({
        severity: 'warning',
        title: 'Certificate old expires in 10 days',
        detail: `next is in place, valid until ${formatDate(later)}: delete this one once no client needs it.`,
      }),
    ])
  })

  it('leaves out a certificate it cannot read, and says how many it checked', () => {
    expect(certificateItems([cert('broken', 'not a certificate')], at(-DAY))).toEqual([])
    expect(certificatesChecked([cert('a'), cert('b')])).toBe("the silo's 2 certificates")
  })
})
