import {
  contextTag,
  DerError,
  type DerNode,
  derChildren,
  derOid,
  derText,
  derTime,
  expectTag,
  readDerDocument,
  TAG,
} from './der'

/**
 * What the console reads from an X.509 certificate before it is sent: who it is for, when it is valid, and its
 * public key (to tell whether a private key belongs to it). Signatures and chains are the server's business.
 */

export type KeyAlgorithm = 'RSA' | 'EC' | 'Ed25519' | 'other'

export type Certificate = {
  /** The subject as `CN=…, O=…`, or its common name alone when that is all it has. */
  subject: string
  commonName: string | null
  issuer: string
  notBefore: Date
  notAfter: Date
  /** DNS names from the subject alternative name extension: what the certificate is valid for. */
  dnsNames: string[]
  keyAlgorithm: KeyAlgorithm
  /** The public key, comparable with a private key's: the modulus for RSA, the point for EC, the key for Ed25519. */
  publicKey: Uint8Array
}

export const KEY_ALGORITHM_OIDS: Record<string, KeyAlgorithm> = {
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.10045.2.1': 'EC',
  '1.3.101.112': 'Ed25519',
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
}
const COMMON_NAME = '2.5.4.3'
const SUBJECT_ALT_NAME = '2.5.29.17'

/** A Name's attributes in order, as [oid, text]. */
function nameAttributes(name: DerNode): [string, string][] {
  return derChildren(expectTag(name, TAG.sequence, 'name')).flatMap((rdn) =>
    derChildren(expectTag(rdn, TAG.set, 'name')).map((attribute): [string, string] => {
      const [type, value] = derChildren(expectTag(attribute, TAG.sequence, 'name'))
      if (!value) throw new DerError('its name is malformed')
      return [derOid(type), derText(value)]
    }),
  )
}

const formatName = (attributes: [string, string][]) =>
  attributes.map(([oid, text]) => `${ATTRIBUTE_NAMES[oid] ?? oid}=${text}`).join(', ')

/** Leading zero bytes off an unsigned INTEGER, so the same number always compares equal. */
export function unsignedInteger(node: DerNode): Uint8Array {
  const bytes = expectTag(node, TAG.integer, 'number').value
  let start = 0
  while (start < bytes.length - 1 && bytes[start] === 0) start++
  return bytes.subarray(start)
}

/** The content of a BIT STRING whose bits fill whole bytes, as keys do. */
export function bitStringBytes(node: DerNode): Uint8Array {
  const bytes = expectTag(node, TAG.bitString, 'bit string').value
  if (bytes.length === 0 || bytes[0] !== 0) throw new DerError('its key is malformed')
  return bytes.subarray(1)
}

/** The algorithm of a SubjectPublicKeyInfo and its key in comparable form. */
function publicKeyOf(spki: DerNode): { keyAlgorithm: KeyAlgorithm; publicKey: Uint8Array } {
  const [algorithm, key] = derChildren(expectTag(spki, TAG.sequence, 'public key'))
  const [oid] = derChildren(expectTag(algorithm, TAG.sequence, 'public key algorithm'))
  const keyAlgorithm = KEY_ALGORITHM_OIDS[derOid(oid)] ?? 'other'
  const bits = bitStringBytes(key)
  if (keyAlgorithm !== 'RSA') return { keyAlgorithm, publicKey: bits }
  const [modulus] = derChildren(readDerDocument(bits))
  return { keyAlgorithm, publicKey: unsignedInteger(modulus) }
}

/** DNS names of the subject alternative name extension, if the certificate has one. */
function dnsNamesOf(extensions: DerNode | undefined): string[] {
  if (!extensions) return []
  const [list] = derChildren(extensions)
  for (const extension of derChildren(expectTag(list, TAG.sequence, 'extensions'))) {
    const parts = derChildren(expectTag(extension, TAG.sequence, 'extension'))
    if (derOid(parts[0]) !== SUBJECT_ALT_NAME) continue
    const value = expectTag(parts.at(-1), TAG.octetString, 'extension')
    return derChildren(readDerDocument(value.value))
      .filter((name) => name.tag === contextTag(2, false))
      .map(derText)
  }
  return []
}

/** Reads a DER certificate; a DerError says what is malformed. */
export function parseCertificate(der: Uint8Array): Certificate {
  const [tbs] = derChildren(expectTag(readDerDocument(der), TAG.sequence, 'structure'))
  const fields = derChildren(expectTag(tbs, TAG.sequence, 'contents'))
  // the version is optional and comes first when present
  const rest = fields[0]?.tag === contextTag(0) ? fields.slice(1) : fields
  const [serial, , issuer, validity, subject, spki, ...optional] = rest
  expectTag(serial, TAG.integer, 'serial number')
  const [notBefore, notAfter] = derChildren(expectTag(validity, TAG.sequence, 'validity'))
  if (!notBefore || !notAfter) throw new DerError('its validity is malformed')
  const subjectAttributes = nameAttributes(subject)
  const commonName = subjectAttributes.find(([oid]) => oid === COMMON_NAME)?.[1] ?? null
  return {
    subject: formatName(subjectAttributes),
    commonName,
    issuer: formatName(nameAttributes(issuer)),
    notBefore: derTime(notBefore),
    notAfter: derTime(notAfter),
    dnsNames: dnsNamesOf(optional.find((node) => node.tag === contextTag(3))),
    ...publicKeyOf(spki),
  }
}

/** Whether two keys in comparable form are the same. */
export function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
