/**
 * OpenSSH public keys, the one-line form of a `.pub` file or an `authorized_keys` entry: `type body [comment]`,
 * where the body is the base64 of the key blob. A key is checked in the browser before it is saved, because the
 * API stores any text and a broken key only shows itself later, as an instance that refuses to let its owner in.
 */
import { type Parsed, requiredMessage } from './validate'

/** The key types an instance's OpenSSH server accepts for logins, with the names `ssh-keygen -l` gives them. */
export const SSH_KEY_TYPES = {
  'ssh-ed25519': 'ED25519',
  'ecdsa-sha2-nistp256': 'ECDSA',
  'ecdsa-sha2-nistp384': 'ECDSA',
  'ecdsa-sha2-nistp521': 'ECDSA',
  'ssh-rsa': 'RSA',
  'sk-ssh-ed25519@openssh.com': 'ED25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK',
} as const

export type SshKeyType = keyof typeof SSH_KEY_TYPES

export type SshPublicKey = {
  type: SshKeyType
  /** `ED25519`, `RSA`, `ECDSA-SK`...: the kind of key, as `ssh-keygen -l` names it. */
  label: string
  /** Key size in bits: the modulus of an RSA key, the curve of the others. */
  bits: number
  /** The base64 body as written, which identifies the key. */
  body: string
  /** The decoded key blob, which the fingerprint is taken of. */
  blob: Uint8Array<ArrayBuffer>
  /** Free text after the body, often `user@host`; empty when there is none. */
  comment: string
}

/** OpenSSH itself refuses shorter RSA keys. */
export const MIN_RSA_BITS = 1024

const TYPE_LIST = Object.keys(SSH_KEY_TYPES).join(', ')

export const SSH_KEY_MESSAGES = {
  empty: requiredMessage('Public key'),
  privateKey:
    'This is a private key, which must stay on your computer. Paste the public key instead: the .pub file',
  ssh2Format: 'This key is in SSH2 format. Convert it with ssh-keygen -i -f <file> and paste the result',
  pemFormat:
    'This key is in PEM format. Convert it with ssh-keygen -i -m PKCS8 -f <file> and paste the result',
  severalKeys: 'Paste one key at a time',
  lineBreaks: 'The key must be on one line: remove the line breaks inside it',
  dsa: 'DSA keys (ssh-dss) are no longer accepted by OpenSSH. Use an Ed25519, ECDSA or RSA key',
  certificate: 'This is a certificate, not a public key. Paste the public key it was issued for',
  missingType: 'The key type is missing: a key starts with its type, such as ssh-ed25519',
  options:
    'Remove what comes before the key type: options of an authorized_keys line are not part of the key',
  unknownType: (type: string) => `Unknown key type "${type}". Supported types: ${TYPE_LIST}`,
  missingBody: 'The key type must be followed by the key itself, in base64',
  notBase64: 'The key body is not valid base64: only letters, digits, + and / are allowed, with = at the end',
  truncated: 'The key body is incomplete: it may have been cut off when it was copied',
  mismatch: (inner: string, type: string) => `The key body is of type ${inner}, but the line says ${type}`,
  trailingData: 'The key body has extra data after the key',
  malformed: (type: SshKeyType) => `The key body is not a valid ${type} key`,
  rsaTooShort: (bits: number) => `RSA keys must have at least ${MIN_RSA_BITS} bits; this one has ${bits}`,
} as const

const fail = <T>(error: string): Parsed<T> => ({ ok: false, error })

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text) || text.length % 4 !== 0) return null
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

class Truncated extends Error {}

/** Reads the blob's fields: each a 32-bit big-endian length and that many bytes (RFC 4251's `string`). */
class BlobReader {
  private at = 0
  constructor(private readonly bytes: Uint8Array) {}

  bytesField(): Uint8Array {
    if (this.at + 4 > this.bytes.length) throw new Truncated()
    const b = this.bytes
    const length =
      ((b[this.at] << 24) | (b[this.at + 1] << 16) | (b[this.at + 2] << 8) | b[this.at + 3]) >>> 0
    const start = this.at + 4
    if (start + length > b.length) throw new Truncated()
    this.at = start + length
    return b.subarray(start, start + length)
  }

  /** A short name (a key type, a curve, an application); a long field is no name, so it need not be read whole. */
  text(): string {
    const bytes = this.bytesField()
    return bytes.length > 64 ? '' : String.fromCharCode(...bytes)
  }

  get done() {
    return this.at === this.bytes.length
  }
}

/** Bit length of an `mpint`: a big-endian two's complement number, whose positive values may start with a 0 byte. */
function mpintBits(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length && bytes[i] === 0) i++
  if (i === bytes.length) return 0
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]))
}

const CURVES = { nistp256: 256, nistp384: 384, nistp521: 521 } as const

/** An uncompressed curve point: 0x04, then x and y of the curve's size each. */
const isPoint = (point: Uint8Array, bits: number) =>
  point.length === 1 + 2 * Math.ceil(bits / 8) && point[0] === 0x04

/** The key's size in bits, or null when the fields after the type do not make a key of that type. */
function readKey(type: SshKeyType, r: BlobReader): number | null {
  switch (type) {
    case 'ssh-ed25519':
    case 'sk-ssh-ed25519@openssh.com': {
      const ok = r.bytesField().length === 32
      if (type === 'sk-ssh-ed25519@openssh.com') r.text() // the security key's application, e.g. `ssh:`
      return ok ? 256 : null
    }
    case 'ssh-rsa': {
      const e = r.bytesField()
      const n = r.bytesField()
      return mpintBits(e) > 0 ? mpintBits(n) : null
    }
    default: {
      const curve = type.match(/nistp\d+/)?.[0] as keyof typeof CURVES
      const named = r.text()
      const ok = named === curve && isPoint(r.bytesField(), CURVES[curve])
      if (type.startsWith('sk-')) r.text()
      return ok ? CURVES[curve] : null
    }
  }
}

const isKnownType = (type: string): type is SshKeyType => Object.hasOwn(SSH_KEY_TYPES, type)

/** What a line that is not an OpenSSH key is, when it can be told. */
function foreignFormat(line: string): string | null {
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----|^PuTTY-User-Key-File-/.test(line))
    return SSH_KEY_MESSAGES.privateKey
  if (/^----\s*BEGIN SSH2 PUBLIC KEY\s*----/.test(line)) return SSH_KEY_MESSAGES.ssh2Format
  if (/^-----BEGIN (RSA )?PUBLIC KEY-----/.test(line)) return SSH_KEY_MESSAGES.pemFormat
  return null
}

/** Why the first word of a line is not a key type we accept. */
function typeProblem(type: string, words: string[]): string {
  if (type === 'ssh-dss') return SSH_KEY_MESSAGES.dsa
  if (type.includes('-cert-v01@openssh.com')) return SSH_KEY_MESSAGES.certificate
  // every blob starts with the length of its type name, which base64 writes as AAAA
  if (type.startsWith('AAAA') && BASE64.test(type)) return SSH_KEY_MESSAGES.missingType
  if (words.slice(1).some(isKnownType)) return SSH_KEY_MESSAGES.options
  // a long run of pasted text is not worth repeating whole
  return SSH_KEY_MESSAGES.unknownType(type.length > 40 ? `${type.slice(0, 40)}…` : type)
}

/**
 * Reads one OpenSSH public key, as pasted: surrounding white space is ignored, the comment is optional and may
 * hold spaces. Each way it can be wrong has its own message.
 */
export function parseSshPublicKey(text: string): Parsed<SshPublicKey> {
  const trimmed = text.trim()
  if (!trimmed) return fail(SSH_KEY_MESSAGES.empty)
  const foreign = foreignFormat(trimmed)
  if (foreign) return fail(foreign)
  const lines = trimmed.split(/\r?\n|\r/).filter((l) => l.trim() !== '')
  if (lines.length > 1) {
    const second = lines[1].trim().split(/\s+/)[0]
    return fail(isKnownType(second) ? SSH_KEY_MESSAGES.severalKeys : SSH_KEY_MESSAGES.lineBreaks)
  }

  const [type = '', body, ...rest] = trimmed.split(/[ \t]+/)
  if (!isKnownType(type)) return fail(typeProblem(type, [type, body, ...rest]))
  if (!body) return fail(SSH_KEY_MESSAGES.missingBody)
  const blob = decodeBase64(body)
  if (!blob) return fail(BASE64.test(body) ? SSH_KEY_MESSAGES.truncated : SSH_KEY_MESSAGES.notBase64)

  const reader = new BlobReader(blob)
  let bits: number | null
  try {
    const inner = reader.text()
    if (inner !== type) {
      return fail(
        isKnownType(inner) ? SSH_KEY_MESSAGES.mismatch(inner, type) : SSH_KEY_MESSAGES.malformed(type),
      )
    }
    bits = readKey(type, reader)
  } catch (e) {
    if (e instanceof Truncated) return fail(SSH_KEY_MESSAGES.truncated)
    throw e
  }
  if (bits === null) return fail(SSH_KEY_MESSAGES.malformed(type))
  if (!reader.done) return fail(SSH_KEY_MESSAGES.trailingData)
  if (type === 'ssh-rsa' && bits < MIN_RSA_BITS) return fail(SSH_KEY_MESSAGES.rsaTooShort(bits))

  return {
    ok: true,
    value: { type, label: SSH_KEY_TYPES[type], bits, body, blob, comment: rest.join(' ') },
  }
}

/** The message for a key that is not one, or undefined for a good key (a form field's validator). */
export function validateSshPublicKey(text: string): string | undefined {
  const result = parseSshPublicKey(text)
  return result.ok ? undefined : result.error
}

/**
 * The key's SHA-256 fingerprint as OpenSSH prints it (`SHA256:` and unpadded base64), which is what a user
 * compares against `ssh-keygen -lf key.pub` or the prompt of an SSH client.
 */
export async function sshKeyFingerprint(key: Pick<SshPublicKey, 'blob'>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', key.blob))
  return `SHA256:${btoa(String.fromCharCode(...digest)).replace(/=+$/, '')}`
}
