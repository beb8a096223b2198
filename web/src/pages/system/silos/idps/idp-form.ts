import type { IdpMetadataSource, SamlIdentityProviderCreate } from '~/api/__generated__/Api'
import { checkPrivateKeyPem } from '~/components/certificates/pem-checks'
import { fileBytesNow, fileTextNow } from '~/components/file-reads'
import { pb } from '~/util/paths'
import { bytesToBase64, pemBlocks } from '~/util/pem'

/** What the SAML identity provider form holds. Both metadata sources keep their input while the other is chosen. */
export type IdpValues = {
  name: string
  description: string
  technicalContactEmail: string
  spClientId: string
  acsUrl: string
  sloUrl: string
  idpEntityId: string
  groupAttributeName: string
  metadataSource: 'url' | 'file'
  metadataUrl: string
  metadataFile: File | null
  signingCert: File | null
  signingKey: File | null
}

export const idpDefaults = (acsUrl: string): IdpValues => ({
  name: '',
  description: '',
  technicalContactEmail: '',
  spClientId: '',
  acsUrl,
  sloUrl: '',
  idpEntityId: '',
  groupAttributeName: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataFile: null,
  signingCert: null,
  signingKey: null,
})

/**
 * Where the identity provider sends users back after they sign in: the silo's own login route for the provider,
 * at the silo's own host. A rack serves each silo at `{silo}.sys.{domain}`, so from another silo's host
 * (`engineering.sys.rack.example.com`) the host is that of the silo being set up; elsewhere (a preview on
 * localhost) it is this console's own origin.
 */
export function acsUrlFor(silo: string, provider: string, origin: string): string {
  const path = pb.loginSaml({ silo, provider: provider || 'provider' })
  if (!URL.canParse(origin)) return path
  const url = new URL(origin)
  const rack = url.hostname.match(/^[^.]+\.sys\.(.+)$/)
  const host = rack ? `${silo}.sys.${rack[1]}${url.port ? `:${url.port}` : ''}` : url.host
  return `${rack ? 'https:' : url.protocol}//${host}${path}`
}

/** What is wrong with a metadata file: it must be an XML SAML metadata document. */
export function metadataProblem(text: string): string | undefined {
  if (!text.trim()) return 'The file is empty'
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length > 0 || !doc.documentElement) {
    return 'The file is not well-formed XML'
  }
  const root = doc.documentElement.localName
  if (root !== 'EntityDescriptor' && root !== 'EntitiesDescriptor') {
    return `The file is not SAML metadata: its root element is ${root}, not EntityDescriptor`
  }
  return undefined
}

/** The identity provider's entity ID as its metadata states it, to fill in the field. */
export function metadataEntityId(text: string): string | null {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  return doc.documentElement?.localName === 'EntityDescriptor'
    ? doc.documentElement.getAttribute('entityID')
    : null
}

/** A PEM certificate's DER, as base64 without the PEM lines: how the API takes the signing certificate. */
function certificateBase64(file: File): string {
  const [block] = pemBlocks(fileTextNow(file)).filter((b) => b.label === 'CERTIFICATE')
  if (!block?.bytes) throw new Error(`${file.name} holds no PEM certificate`)
  return bytesToBase64(block.bytes)
}

/** An RSA private key as base64 of its PKCS#1 DER, whichever PEM form the file has. */
function pkcs1Base64(file: File): string {
  const checked = checkPrivateKeyPem(fileTextNow(file))
  if (!checked.ok || !checked.value.pkcs1) throw new Error(`${file.name} holds no RSA private key`)
  return bytesToBase64(checked.value.pkcs1)
}

function metadataSource(values: IdpValues): IdpMetadataSource {
  if (values.metadataSource === 'url') return { type: 'url', url: values.metadataUrl.trim() }
  if (!values.metadataFile) throw new Error('Choose the metadata file')
  return { type: 'base64_encoded_xml', data: bytesToBase64(fileBytesNow(values.metadataFile)) }
}

/** The files the create request is built from: the metadata file when it is the source, and the signing pair. */
export const idpFiles = (values: IdpValues): (File | null)[] => [
  values.metadataSource === 'file' ? values.metadataFile : null,
  values.signingCert,
  values.signingKey,
]

/** Where the signing key is in the create request, as the API names it: a secret, never shown. */
export const IDP_SECRETS = ['signing_keypair.private_key']

/**
 * The create request from the form, once its files are read (`readFiles(idpFiles(values))`): the metadata from
 * the chosen source only (a file is sent as base64 of its bytes), and the signing key pair as base64 DER, the key
 * as PKCS#1 even when the file is PKCS#8.
 */
export function samlIdpCreateBody(values: IdpValues): SamlIdentityProviderCreate {
  const { signingCert, signingKey } = values
  return {
    name: values.name,
    description: values.description,
    technicalContactEmail: values.technicalContactEmail.trim(),
    spClientId: values.spClientId.trim(),
    acsUrl: values.acsUrl.trim(),
    sloUrl: values.sloUrl.trim(),
    idpEntityId: values.idpEntityId.trim(),
    groupAttributeName: values.groupAttributeName.trim() || null,
    idpMetadataSource: metadataSource(values),
    signingKeypair:
      signingCert && signingKey
        ? { publicCert: certificateBase64(signingCert), privateKey: pkcs1Base64(signingKey) }
        : null,
  }
}
