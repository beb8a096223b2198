import { describe, expect, it } from 'vitest'
import { fixtureText } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { pemBlocks } from './pem'
import { parsePrivateKey } from './private-key'
import { parseCertificate, sameKey } from './x509'

const der = (file: string) => must(pemBlocks(fixtureText(file))[0].bytes, 'certificate bytes')
const key = (file: string) => parsePrivateKey(pemBlocks(fixtureText(file))[0])

describe('reading a certificate', () => {
  it('reads the subject, the names, the validity and the key of an EC certificate', () => {
    const cert = parseCertificate(der('silo.crt.pem'))
    expect(cert).toMatchObject({
      subject: 'CN=*.partners.sys.rack.example.com',
      commonName: '*.partners.sys.rack.example.com',
      issuer: 'CN=*.partners.sys.rack.example.com',
      dnsNames: ['*.partners.sys.rack.example.com'],
      keyAlgorithm: 'EC',
    })
    expect(cert.notBefore.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(cert.notAfter.toISOString()).toBe('2036-01-01T00:00:00.000Z')
  })

  it('reads GeneralizedTime dates past 2049', () => {
    expect(parseCertificate(der('silo-not-yet-valid.crt.pem')).notAfter.toISOString()).toBe(
      '2055-01-01T00:00:00.000Z',
    )
  })

  it('reads an RSA certificate, whose public key is the modulus', () => {
    const cert = parseCertificate(der('saml-signing.crt.pem'))
    expect(cert.keyAlgorithm).toBe('RSA')
    expect(cert.publicKey.length).toBe(256)
  })

  it('refuses bytes that are no certificate', () => {
    expect(() => parseCertificate(der('malformed.crt.pem'))).toThrow()
    expect(() => parseCertificate(Uint8Array.from([0x30, 0x00]))).toThrow(
      'its contents is missing or malformed',
    )
  })
})

describe('reading a private key', () => {
  it('finds the public key of EC and RSA keys, in every format, matching their certificates', () => {
    const ec = key('silo.key.pem')
    expect(ec.algorithm).toBe('EC')
    expect(sameKey(must(ec.publicKey), parseCertificate(der('silo.crt.pem')).publicKey)).toBe(true)
    const rsa = key('saml-signing.key.pem')
    const rsa8 = key('saml-signing.pkcs8.key.pem')
    const certKey = parseCertificate(der('saml-signing.crt.pem')).publicKey
    expect(sameKey(must(rsa.publicKey), certKey)).toBe(true)
    expect(sameKey(must(rsa8.publicKey), certKey)).toBe(true)
    // a PKCS#8 RSA key holds the PKCS#1 key within it, byte for byte
    expect(rsa8.pkcs1).toEqual(rsa.pkcs1)
    expect(sameKey(must(ec.publicKey), certKey)).toBe(false)
  })
})
