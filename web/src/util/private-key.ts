import {
  contextTag,
  DerError,
  type DerNode,
  derChildren,
  derOid,
  expectTag,
  readDerDocument,
  TAG,
} from './der'
import type { PemBlock } from './pem'
import { bitStringBytes, KEY_ALGORITHM_OIDS, type KeyAlgorithm, unsignedInteger } from './x509'

/**
 * A private key as far as the console needs it: its algorithm and public part (to check it belongs to a
 * certificate) and, for RSA, its PKCS#1 form, which some APIs take. The secret itself is never looked at.
 */
export type PrivateKey = {
  algorithm: KeyAlgorithm
  /** In the comparable form of `Certificate.publicKey`, or null when the key file does not carry it. */
  publicKey: Uint8Array | null
  /** An RSA key as PKCS#1 `RSAPrivateKey` DER (what `-----BEGIN RSA PRIVATE KEY-----` holds). */
  pkcs1: Uint8Array | null
}

/** PKCS#1 RSAPrivateKey: version, modulus, public exponent, then the secrets. */
function rsaKey(der: Uint8Array): PrivateKey {
  const [version, modulus] = derChildren(expectTag(readDerDocument(der), TAG.sequence, 'RSA key'))
  expectTag(version, TAG.integer, 'RSA key version')
  return { algorithm: 'RSA', publicKey: unsignedInteger(modulus), pkcs1: der }
}

/** SEC1 ECPrivateKey: version 1, the secret, optional [0] curve and optional [1] public point. */
function ecKey(der: Uint8Array): PrivateKey {
  const parts = derChildren(expectTag(readDerDocument(der), TAG.sequence, 'EC key'))
  const publicPart = parts.find((node) => node.tag === contextTag(1))
  const [point] = publicPart ? derChildren(publicPart) : []
  return { algorithm: 'EC', publicKey: point ? bitStringBytes(point) : null, pkcs1: null }
}

/** PKCS#8 PrivateKeyInfo: version, algorithm, the algorithm's own key, optional attributes and public key. */
function pkcs8Key(der: Uint8Array): PrivateKey {
  const parts = derChildren(expectTag(readDerDocument(der), TAG.sequence, 'key'))
  const [version, algorithmId, keyOctets] = parts
  expectTag(version, TAG.integer, 'key version')
  const [oid] = derChildren(expectTag(algorithmId, TAG.sequence, 'key algorithm'))
  const inner = expectTag(keyOctets, TAG.octetString, 'key').value
  const algorithm = KEY_ALGORITHM_OIDS[derOid(oid)] ?? 'other'
  if (algorithm === 'RSA') return rsaKey(inner)
  if (algorithm === 'EC') return ecKey(inner)
  // a version 2 key carries its public key as [1]
  const publicPart: DerNode | undefined = parts.find((node) => node.tag === contextTag(1, false))
  return { algorithm, publicKey: publicPart ? publicPart.value.subarray(1) : null, pkcs1: null }
}

/** Reads a PEM private key block; a DerError says what is malformed. */
export function parsePrivateKey(block: PemBlock): PrivateKey {
  if (!block.bytes || block.bytes.length === 0) throw new DerError('it is not valid base64')
  if (block.label === 'RSA PRIVATE KEY') return rsaKey(block.bytes)
  if (block.label === 'EC PRIVATE KEY') return ecKey(block.bytes)
  return pkcs8Key(block.bytes)
}
