// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fixtureText } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import type { Certificate } from '~/util/x509'
import { WILDCARD_CERT_PEM } from '~mock/fixtures/platform/certificates'
import { coversHost, expiryOf, leafCertificate, siloDnsName } from './certificate-facts'

const withNames = (dnsNames: string[], commonName: string | null = null) =>
  ({ dnsNames, commonName }) as Certificate

describe('the facts of a stored certificate', () => {
  it('reads the first certificate of a chain, even an expired one, and nothing from what is not one', () => {
    expect(must(leafCertificate(WILDCARD_CERT_PEM)).dnsNames).toEqual(['*.sys.rack.example.com'])
    expect(leafCertificate(fixtureText('silo-expired.crt.pem'))).not.toBeNull()
    expect(leafCertificate('not a certificate')).toBeNull()
    expect(leafCertificate(fixtureText('malformed.crt.pem'))).toBeNull()
  })

  it('says expired, expiring within 30 days with the days left, or valid', () => {
    const now = new Date('2026-11-29T12:00:00Z')
    expect(expiryOf(new Date('2026-11-29T11:59:59Z'), now)).toEqual({ state: 'expired' })
    expect(expiryOf(now, now)).toEqual({ state: 'expired' })
    expect(expiryOf(new Date('2026-11-30T00:00:00Z'), now)).toEqual({ state: 'soon', daysLeft: 1 })
    expect(expiryOf(new Date('2026-12-28T12:00:00Z'), now)).toEqual({ state: 'soon', daysLeft: 29 })
    expect(expiryOf(new Date('2026-12-29T12:00:00Z'), now)).toEqual({ state: 'valid' })
  })

  it('covers a host by name or by a wildcard for its first label only', () => {
    const wildcard = withNames(['*.sys.rack.example.com'])
    expect(coversHost(wildcard, 'engineering.sys.rack.example.com')).toBe(true)
    expect(coversHost(wildcard, 'ENGINEERING.sys.rack.example.com')).toBe(true)
    // a fully qualified name's trailing dot
    expect(coversHost(wildcard, 'engineering.sys.rack.example.com.')).toBe(true)
    expect(coversHost(wildcard, 'a.engineering.sys.rack.example.com')).toBe(false)
    expect(coversHost(wildcard, 'sys.rack.example.com')).toBe(false)
    expect(coversHost(withNames(['console.example.com']), 'console.example.com')).toBe(true)
    expect(coversHost(withNames(['console.example.com']), 'api.example.com')).toBe(false)
    // the common name counts only when there are no DNS names
    expect(coversHost(withNames([], 'console.example.com'), 'console.example.com')).toBe(true)
    expect(coversHost(withNames(['api.example.com'], 'console.example.com'), 'console.example.com')).toBe(
      false,
    )
  })

  it("knows the silo's DNS name only when the console is reached under it", () => {
    expect(siloDnsName('engineering.sys.rack.example.com', 'engineering')).toBe(
      'engineering.sys.rack.example.com',
    )
    expect(siloDnsName('Engineering.sys.rack.example.com.', 'engineering')).toBe(
      'engineering.sys.rack.example.com',
    )
    expect(siloDnsName('localhost', 'engineering')).toBeNull()
    expect(siloDnsName('research.sys.rack.example.com', 'engineering')).toBeNull()
    expect(siloDnsName('engineering.example.com', 'engineering')).toBeNull()
  })
})
