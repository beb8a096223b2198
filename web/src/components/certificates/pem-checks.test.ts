// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fixtureText } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { formatDate } from '~/util/format'
import { type Checked, certificateNames, checkCertificatePem, checkPrivateKeyPem } from './pem-checks'

const NOW = new Date('2026-11-25T12:00:00Z')
const errorOf = <T>(result: Checked<T>) => (result.ok ? undefined : result.error)
const cert = (file: string) => checkCertificatePem(fixtureText(file), NOW)
const validCert = () => {
  const result = cert('silo.crt.pem')
  if (!result.ok) throw new Error(result.error)
  return must(result.value[0])
}

describe('checking a certificate file', () => {
  it('accepts a valid certificate and says what it is for', () => {
    expect(certificateNames(validCert())).toBe('*.partners.sys.rack.example.com')
  })

  it('says when a certificate expired or is not valid yet', () => {
    expect(errorOf(cert('silo-expired.crt.pem'))).toBe(
      `The certificate expired on ${formatDate(new Date('2024-01-01T00:00:00Z'))}`,
    )
    expect(errorOf(cert('silo-not-yet-valid.crt.pem'))).toBe(
      `The certificate is not valid until ${formatDate(new Date('2035-01-01T00:00:00Z'))}`,
    )
  })

  it('names the certificate of a chain that is wrong', () => {
    const chain = `${fixtureText('silo.crt.pem')}${fixtureText('silo-expired.crt.pem')}`
    expect(errorOf(checkCertificatePem(chain, NOW))).toMatch(/^Certificate 2 of the chain expired on /)
  })

  it('says what is wrong with a file that is no certificate', () => {
    expect(errorOf(cert('malformed.crt.pem'))).toMatch(/^The certificate is malformed: /)
    expect(errorOf(cert('silo.key.pem'))).toBe('This file holds a private key, not a certificate')
    expect(errorOf(cert('silo.pub.pem'))).toBe('This file holds a public key, not a certificate')
    expect(errorOf(checkCertificatePem('hello', NOW))).toBe(
      'No PEM certificate found: the file must contain a -----BEGIN CERTIFICATE----- block',
    )
    expect(errorOf(checkCertificatePem('  \n', NOW))).toBe('The file is empty')
    const cut = fixtureText('silo.crt.pem').split('-----END')[0]
    expect(errorOf(checkCertificatePem(cut, NOW))).toBe(
      'The file is cut off: a -----BEGIN line has no -----END line',
    )
  })
})

describe('checking a private key file', () => {
  it('accepts the key of the certificate', () => {
    expect(checkPrivateKeyPem(fixtureText('silo.key.pem'), validCert()).ok).toBe(true)
  })

  it('refuses a key that is not the certificate’s, or of another algorithm', () => {
    expect(errorOf(checkPrivateKeyPem(fixtureText('saml-signing.key.pem'), validCert()))).toBe(
      'This is an RSA key, but the certificate is for an EC key',
    )
    const otherEc =
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgY84/Gjg1GoU+dYnL\nb5Kl2WnI79sarOpWPYcFJmru/VGhRANCAASMWnnM7hNoycF8eYWkyhO4hDsNp3+R\nVx9FVbpc5zsHyR7S86MKdpdOTzYEHxzp/Ftx2JIF8pLFAwiGM5EdGV2I\n-----END PRIVATE KEY-----'
    expect(errorOf(checkPrivateKeyPem(otherEc, validCert()))).toBe(
      'This private key does not belong to the certificate',
    )
  })

  it('says what is wrong with a file that is no usable private key', () => {
    expect(errorOf(checkPrivateKeyPem(fixtureText('silo.crt.pem')))).toBe(
      'This file holds a certificate, not a private key',
    )
    expect(errorOf(checkPrivateKeyPem(fixtureText('silo.pub.pem')))).toBe(
      'This file holds a public key, not a private key',
    )
    expect(
      errorOf(
        checkPrivateKeyPem(
          '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAQID\n-----END ENCRYPTED PRIVATE KEY-----',
        ),
      ),
    ).toBe('The private key is protected by a passphrase: give it unencrypted (openssl pkey -in key.pem)')
    expect(
      errorOf(checkPrivateKeyPem('-----BEGIN PRIVATE KEY-----\nAQID\n-----END PRIVATE KEY-----')),
    ).toMatch(/^The private key is malformed: /)
    expect(errorOf(checkPrivateKeyPem('key'))).toBe(
      'No PEM private key found: the file must contain a -----BEGIN PRIVATE KEY----- block',
    )
  })
})
