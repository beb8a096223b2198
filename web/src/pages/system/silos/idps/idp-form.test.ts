import { describe, expect, it } from 'vitest'
import { readFiles } from '~/components/file-reads'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { pemBlocks } from '~/util/pem'
import {
  acsUrlFor,
  type IdpValues,
  idpDefaults,
  idpFiles,
  metadataEntityId,
  metadataProblem,
  samlIdpCreateBody,
} from './idp-form'
import { idpSchema } from './idp-schema'

const filled = (extra: Partial<IdpValues> = {}): IdpValues => ({
  ...idpDefaults('https://partners.sys.rack.example.com/login/partners/saml/entra'),
  name: 'entra',
  description: 'Microsoft Entra ID',
  technicalContactEmail: ' it-ops@partners.example.com ',
  spClientId: 'oxide-partners',
  sloUrl: 'https://partners.sys.rack.example.com/logout',
  idpEntityId: 'https://idp.partners.example.com/saml/metadata',
  metadataUrl: 'https://idp.partners.example.com/saml/metadata',
  ...extra,
})

/** The messages the schema gives, by field. */
async function errorsOf(values: IdpValues): Promise<Record<string, string>> {
  try {
    await idpSchema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const { inner } = e as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

/** The create request once the form's files are read, as a submit builds it. */
async function toSamlIdpCreate(values: IdpValues) {
  await readFiles(idpFiles(values))
  return samlIdpCreateBody(values)
}

const base64Body = (file: string) => must(pemBlocks(fixtureText(file))[0]).base64

describe('the ACS URL', () => {
  it('is the silo’s login route for the provider, at the silo’s host on a rack', () => {
    expect(acsUrlFor('partners', 'entra', 'https://engineering.sys.rack.example.com')).toBe(
      'https://partners.sys.rack.example.com/login/partners/saml/entra',
    )
  })

  it('is at this console’s own origin elsewhere', () => {
    expect(acsUrlFor('partners', 'entra', 'http://localhost:4000')).toBe(
      'http://localhost:4000/login/partners/saml/entra',
    )
  })
})

describe('the create request', () => {
  it('sends the metadata URL, trimmed values and no signing key pair', async () => {
    // a file chosen before switching back to the URL is kept in the form but not sent
    const body = await toSamlIdpCreate(filled({ metadataFile: fixtureFile('idp-metadata.xml', 'text/xml') }))
    expect(body).toEqual({
      name: 'entra',
      description: 'Microsoft Entra ID',
      technicalContactEmail: 'it-ops@partners.example.com',
      spClientId: 'oxide-partners',
      acsUrl: 'https://partners.sys.rack.example.com/login/partners/saml/entra',
      sloUrl: 'https://partners.sys.rack.example.com/logout',
      idpEntityId: 'https://idp.partners.example.com/saml/metadata',
      groupAttributeName: null,
      idpMetadataSource: { type: 'url', url: 'https://idp.partners.example.com/saml/metadata' },
      signingKeypair: null,
    })
  })

  it('sends an uploaded metadata file as base64 of its bytes', async () => {
    const body = await toSamlIdpCreate(
      filled({ metadataSource: 'file', metadataFile: fixtureFile('idp-metadata.xml', 'text/xml') }),
    )
    const source = body.idpMetadataSource
    expect(source.type).toBe('base64_encoded_xml')
    if (source.type !== 'base64_encoded_xml') return
    expect(atob(source.data)).toBe(fixtureText('idp-metadata.xml'))
  })

  it('sends the signing key pair as base64 DER, the key as PKCS#1 whichever form the file has', async () => {
    for (const keyFile of ['saml-signing.key.pem', 'saml-signing.pkcs8.key.pem']) {
      const body = await toSamlIdpCreate(
        filled({
          groupAttributeName: 'groups',
          signingCert: fixtureFile('saml-signing.crt.pem'),
          signingKey: fixtureFile(keyFile),
        }),
      )
      expect(body.groupAttributeName).toBe('groups')
      expect(body.signingKeypair).toEqual({
        publicCert: base64Body('saml-signing.crt.pem'),
        privateKey: base64Body('saml-signing.key.pem'),
      })
    }
  })
})

describe('validation', () => {
  it('asks for the fields the API needs and for URLs where URLs go', async () => {
    const errors = await errorsOf({ ...idpDefaults('not a url'), name: 'entra' })
    expect(errors).toMatchObject({
      technicalContactEmail: 'Technical contact email is required',
      spClientId: 'SP client ID is required',
      acsUrl: 'Must be a URL that starts with https:// or http://',
      sloUrl: 'SLO URL is required',
      idpEntityId: 'Entity ID is required',
      metadataUrl: 'Metadata URL is required',
    })
    expect(errors.metadataFile).toBeUndefined()
  })

  it('checks the metadata file only when it is the source', async () => {
    expect((await errorsOf(filled({ metadataSource: 'file' }))).metadataFile).toBe(
      'Metadata file is required',
    )
    const notXml = new File(['hello'], 'metadata.xml')
    expect((await errorsOf(filled({ metadataFile: notXml }))).metadataFile).toBeUndefined()
    expect((await errorsOf(filled({ metadataSource: 'file', metadataFile: notXml }))).metadataFile).toBe(
      'The file is not well-formed XML',
    )
    expect((await errorsOf(filled({ metadataSource: 'file', metadataUrl: '' }))).metadataUrl).toBeUndefined()
  })

  it('wants both halves of the signing key pair, an RSA key, and the key of the certificate', async () => {
    expect((await errorsOf(filled({ signingCert: fixtureFile('saml-signing.crt.pem') }))).signingKey).toBe(
      'Signing key is required with a signing certificate',
    )
    const ecKey = await errorsOf(
      filled({ signingCert: fixtureFile('saml-signing.crt.pem'), signingKey: fixtureFile('silo.key.pem') }),
    )
    expect(ecKey.signingKey).toBe('This is an EC key, but the certificate is for an RSA key')
    const expired = await errorsOf(filled({ signingCert: fixtureFile('silo-expired.crt.pem') }))
    expect(expired.signingCert).toMatch(/^The certificate expired on /)
  })
})

describe('metadata files', () => {
  it('reads the entity ID and refuses XML that is not SAML metadata', () => {
    expect(metadataEntityId(fixtureText('idp-metadata.xml'))).toBe(
      'https://idp.partners.example.com/saml/metadata',
    )
    expect(metadataProblem(fixtureText('idp-metadata.xml'))).toBeUndefined()
    expect(metadataProblem('<html><body/></html>')).toBe(
      'The file is not SAML metadata: its root element is html, not EntityDescriptor',
    )
  })
})
