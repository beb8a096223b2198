// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fixtureFile } from '~/testing/fixture-files'
import { WILDCARD_CERT_PEM, WILDCARD_KEY_PEM } from '~mock/fixtures/platform/certificates'
import { type CertificateValues, certificateSchema } from './certificate-schema'

/** The schema's messages for `values`, by field; none when it passes. */
async function errorsOf(values: CertificateValues, host = 'localhost', silo = 'partners') {
  try {
    await certificateSchema({ taken: ['rack-wildcard-2026'], host, silo }).validate(values, {
      abortEarly: false,
    })
    return {}
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

const valid: CertificateValues = {
  name: 'partners-2026',
  description: '',
  cert: fixtureFile('silo.crt.pem'),
  privateKey: fixtureFile('silo.key.pem'),
}

describe('the form to add a certificate', () => {
  it('takes a valid certificate with its own key, wherever the console is reached', async () => {
    expect(await errorsOf(valid)).toEqual({})
  })

  it('wants a name no other certificate of the silo has, and both files', async () => {
    expect(await errorsOf({ ...valid, name: 'rack-wildcard-2026' })).toEqual({
      name: 'Another certificate of this silo has this name',
    })
    expect(await errorsOf({ ...valid, cert: null, privateKey: null })).toEqual({
      cert: 'Certificate is required',
      privateKey: 'Private key is required',
    })
  })

  it('makes the checks of the silo create form: an expired certificate, a key of another', async () => {
    expect((await errorsOf({ ...valid, cert: fixtureFile('silo-expired.crt.pem') })).cert).toMatch(
      /^The certificate expired on /,
    )
    expect(await errorsOf({ ...valid, privateKey: fixtureFile('saml-signing.key.pem') })).toEqual({
      privateKey: 'This is an RSA key, but the certificate is for an EC key',
    })
  })

  it("wants the silo's DNS name covered when the console is reached under it", async () => {
    // the fixture is for *.partners.sys.rack.example.com
    expect(await errorsOf(valid, 'partners.sys.rack.example.com', 'partners')).toEqual({
      cert: "The certificate is for *.partners.sys.rack.example.com, not partners.sys.rack.example.com, the silo's DNS name",
    })
    const wildcard = {
      ...valid,
      cert: new File([WILDCARD_CERT_PEM], 'rack.crt.pem'),
      privateKey: new File([WILDCARD_KEY_PEM], 'rack.key.pem'),
    }
    expect(await errorsOf(wildcard, 'engineering.sys.rack.example.com', 'engineering')).toEqual({})
  })
})
