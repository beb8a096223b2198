import { DerError } from '~/util/der'
import { formatDate } from '~/util/format'
import { hasUnfinishedBlock, type PemBlock, pemBlocks } from '~/util/pem'
import { type PrivateKey, parsePrivateKey } from '~/util/private-key'
import { type Certificate, type KeyAlgorithm, parseCertificate, sameKey } from '~/util/x509'

/**
 * What is wrong with a certificate or key file, in words the operator can act on, found in the browser before
 * anything is sent: the server would refuse the same files, but only after the whole form is filled in.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

const KEY_LABELS = new Set(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'])

const KEY_WORDS: Record<KeyAlgorithm, string> = {
  RSA: 'an RSA key',
  EC: 'an EC key',
  Ed25519: 'an Ed25519 key',
  other: 'a key of another kind',
}

/** What a file holds instead of the wanted kind of block, for the message. */
function otherKind(blocks: PemBlock[]): string | null {
  if (blocks.some((b) => KEY_LABELS.has(b.label))) return 'a private key'
  if (blocks.some((b) => b.label === 'CERTIFICATE')) return 'a certificate'
  if (blocks.some((b) => b.label === 'PUBLIC KEY')) return 'a public key'
  if (blocks.some((b) => b.label === 'CERTIFICATE REQUEST')) return 'a certificate signing request'
  return blocks[0] ? `a ${blocks[0].label} block` : null
}

const malformed = (what: string, e: unknown) => {
  if (e instanceof DerError) return `${what} is malformed: ${e.message}`
  throw e
}

/** Names a certificate of a chain in a message: the first is the certificate itself. */
const nth = (index: number) => (index === 0 ? 'The certificate' : `Certificate ${index + 1} of the chain`)

/**
 * A PEM certificate chain, leaf first, each certificate readable and valid at `now`. The message says which
 * certificate is wrong and how: not PEM, another kind of file, malformed, expired or not yet valid.
 */
export function checkCertificatePem(text: string, now: Date = new Date()): Checked<Certificate[]> {
  if (!text.trim()) return { ok: false, error: 'The file is empty' }
  if (hasUnfinishedBlock(text)) {
    return { ok: false, error: 'The file is cut off: a -----BEGIN line has no -----END line' }
  }
  const blocks = pemBlocks(text)
  const certs = blocks.filter((b) => b.label === 'CERTIFICATE')
  if (certs.length === 0) {
    const other = otherKind(blocks)
    return {
      ok: false,
      error: other
        ? `This file holds ${other}, not a certificate`
        : 'No PEM certificate found: the file must contain a -----BEGIN CERTIFICATE----- block',
    }
  }
  const chain: Certificate[] = []
  for (const [i, block] of certs.entries()) {
    if (!block.bytes || block.bytes.length === 0) {
      return { ok: false, error: `${nth(i)} is malformed: it is not valid base64` }
    }
    let cert: Certificate
    try {
      cert = parseCertificate(block.bytes)
    } catch (e) {
      return { ok: false, error: malformed(nth(i), e) }
    }
    if (now > cert.notAfter) return { ok: false, error: `${nth(i)} expired on ${formatDate(cert.notAfter)}` }
    if (now < cert.notBefore) {
      return { ok: false, error: `${nth(i)} is not valid until ${formatDate(cert.notBefore)}` }
    }
    chain.push(cert)
  }
  return { ok: true, value: chain }
}

/**
 * One unencrypted PEM private key; with `certificate`, also one that belongs to it (the same algorithm and, where
 * the key file carries it, the same public key).
 */
export function checkPrivateKeyPem(text: string, certificate?: Certificate): Checked<PrivateKey> {
  if (!text.trim()) return { ok: false, error: 'The file is empty' }
  if (hasUnfinishedBlock(text)) {
    return { ok: false, error: 'The file is cut off: a -----BEGIN line has no -----END line' }
  }
  const blocks = pemBlocks(text)
  const keys = blocks.filter((b) => KEY_LABELS.has(b.label))
  if (keys.length === 0) {
    const other = otherKind(blocks)
    return {
      ok: false,
      error: other
        ? `This file holds ${other}, not a private key`
        : 'No PEM private key found: the file must contain a -----BEGIN PRIVATE KEY----- block',
    }
  }
  if (keys.length > 1) return { ok: false, error: 'The file holds more than one private key' }
  const [block] = keys
  if (block.encrypted) {
    return {
      ok: false,
      error: 'The private key is protected by a passphrase: give it unencrypted (openssl pkey -in key.pem)',
    }
  }
  let key: PrivateKey
  try {
    key = parsePrivateKey(block)
  } catch (e) {
    return { ok: false, error: malformed('The private key', e) }
  }
  if (certificate && key.algorithm !== certificate.keyAlgorithm) {
    return {
      ok: false,
      error: `This is ${KEY_WORDS[key.algorithm]}, but the certificate is for ${KEY_WORDS[certificate.keyAlgorithm]}`,
    }
  }
  if (certificate && key.publicKey && !sameKey(key.publicKey, certificate.publicKey)) {
    return { ok: false, error: 'This private key does not belong to the certificate' }
  }
  return { ok: true, value: key }
}

/** The names a certificate is for, for a line under the file: `*.example.com` or its subject. */
export const certificateNames = (cert: Certificate) =>
  cert.dnsNames.length > 0 ? cert.dnsNames.join(', ') : (cert.commonName ?? cert.subject)
