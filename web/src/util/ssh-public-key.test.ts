// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adaBuildKey, adaLaptopKey } from '~mock/fixtures/ssh-keys'
import {
  MIN_RSA_BITS,
  parseSshPublicKey,
  SSH_KEY_MESSAGES,
  SSH_KEY_TYPES,
  type SshPublicKey,
  sshKeyFingerprint,
  validateSshPublicKey,
} from './ssh-public-key'
import { CERTIFICATE, DSA_KEY, PEM_KEY, SSH2_KEY, TEST_KEYS } from './ssh-test-keys'

function parsed(text: string): SshPublicKey {
  const result = parseSshPublicKey(text)
  if (!result.ok) throw new Error(`refused: ${result.error}`)
  return result.value
}

/** A blob of RFC 4251 `string` fields, base64-encoded, behind `type`. */
function keyLine(type: string, fields: (string | Uint8Array)[], comment = '') {
  const parts = fields.map((f) => (typeof f === 'string' ? new TextEncoder().encode(f) : f))
  const bytes = parts.flatMap((p) => [
    (p.length >>> 24) & 255,
    (p.length >>> 16) & 255,
    (p.length >>> 8) & 255,
    p.length & 255,
    ...p,
  ])
  return `${type} ${btoa(String.fromCharCode(...bytes))}${comment ? ` ${comment}` : ''}`
}

const [ed25519Type, ed25519Body] = TEST_KEYS.ed25519.line.split(' ')

describe('OpenSSH public keys of every supported type', () => {
  it.each(Object.entries(TEST_KEYS))('reads %s as ssh-keygen does', async (_, key) => {
    const [type, body, ...comment] = key.line.split(' ')
    const k = parsed(key.line)
    expect(k.type).toBe(type)
    expect(k.label).toBe(key.label)
    expect(k.bits).toBe(key.bits)
    expect(k.body).toBe(body)
    expect(k.comment).toBe(comment.join(' '))
    expect(await sshKeyFingerprint(k)).toBe(key.fingerprint)
  })

  it('covers every type it accepts', () => {
    const tested = new Set(Object.values(TEST_KEYS).map((k) => k.line.split(' ')[0]))
    expect([...tested].sort()).toEqual(Object.keys(SSH_KEY_TYPES).sort())
  })

  it('reads the seeded keys of the mock API', async () => {
    expect(await sshKeyFingerprint(parsed(adaLaptopKey.public_key))).toBe(
      'SHA256:xn0yAH+UkwhIrLQFMtKNqtk8Yn+01TwS96asfDiLxik',
    )
    expect(await sshKeyFingerprint(parsed(adaBuildKey.public_key))).toBe(
      'SHA256:hyDkYVTlh2RJ5NbVyOe+SROW7ze1kOp5Pty/daW+jpA',
    )
  })

  it('ignores surrounding white space, the trailing newline of a file and tabs between the parts', () => {
    const k = parsed(`\n  ${ed25519Type}\t${ed25519Body}   ada@analytical-engine  \r\n`)
    expect(k.body).toBe(ed25519Body)
    expect(k.comment).toBe('ada@analytical-engine')
  })

  it('takes a key without a comment, and a comment with spaces', () => {
    expect(parsed(`${ed25519Type} ${ed25519Body}`).comment).toBe('')
    expect(parsed(`${ed25519Type} ${ed25519Body} Ada Lovelace (work laptop)`).comment).toBe(
      'Ada Lovelace (work laptop)',
    )
    expect(parsed(TEST_KEYS.ecdsa521.line).comment).toBe('')
  })
})

describe('what is not an OpenSSH public key, each with its message', () => {
  const refusals: [string, string, string][] = [
    ['nothing but white space', ' \n\t', 'Public key is required'],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----',
      SSH_KEY_MESSAGES.privateKey,
    ],
    ['an RSA private key in PEM', '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n', SSH_KEY_MESSAGES.privateKey],
    ['a PuTTY key file', 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none', SSH_KEY_MESSAGES.privateKey],
    ['the SSH2 format', SSH2_KEY, SSH_KEY_MESSAGES.ssh2Format],
    ['a PEM public key', PEM_KEY, SSH_KEY_MESSAGES.pemFormat],
    ['two keys', `${TEST_KEYS.ed25519.line}\n${TEST_KEYS.rsa2048.line}`, SSH_KEY_MESSAGES.severalKeys],
    [
      'a key broken over lines',
      `${ed25519Type} ${ed25519Body.slice(0, 30)}\n${ed25519Body.slice(30)} ada@analytical-engine`,
      SSH_KEY_MESSAGES.lineBreaks,
    ],
    ['a DSA key', DSA_KEY, SSH_KEY_MESSAGES.dsa],
    ['a certificate', CERTIFICATE, SSH_KEY_MESSAGES.certificate],
    ['a body without its type', `${ed25519Body} ada@analytical-engine`, SSH_KEY_MESSAGES.missingType],
    [
      'an authorized_keys line with options',
      `no-pty,from="10.0.0.0/8" ${TEST_KEYS.ed25519.line}`,
      SSH_KEY_MESSAGES.options,
    ],
    ['an unknown type', `ssh-ed448 ${ed25519Body}`, SSH_KEY_MESSAGES.unknownType('ssh-ed448')],
    ['a type in capitals', `SSH-ED25519 ${ed25519Body}`, SSH_KEY_MESSAGES.unknownType('SSH-ED25519')],
    ['a long word', 'x'.repeat(500), SSH_KEY_MESSAGES.unknownType(`${'x'.repeat(40)}…`)],
    ['a type alone', 'ssh-ed25519', SSH_KEY_MESSAGES.missingBody],
    [
      'a body with other characters',
      `${ed25519Type} ${ed25519Body.slice(0, 20)}*${ed25519Body.slice(21)}`,
      SSH_KEY_MESSAGES.notBase64,
    ],
    [
      'a body with a URL-safe alphabet',
      `${ed25519Type} ${ed25519Body.replace(/\+/g, '-')}-AA=`,
      SSH_KEY_MESSAGES.notBase64,
    ],
    ['a body cut short', `${ed25519Type} ${ed25519Body.slice(0, -6)}`, SSH_KEY_MESSAGES.truncated],
    [
      'a body cut on a group of four',
      `${ed25519Type} ${ed25519Body.slice(0, -8)}`,
      SSH_KEY_MESSAGES.truncated,
    ],
    [
      'a body of another type',
      `ssh-rsa ${ed25519Body} ada@analytical-engine`,
      SSH_KEY_MESSAGES.mismatch('ssh-ed25519', 'ssh-rsa'),
    ],
    [
      'a body of no known type',
      keyLine('ssh-ed25519', ['ssh-foo', new Uint8Array(32)]),
      SSH_KEY_MESSAGES.malformed('ssh-ed25519'),
    ],
    [
      'extra data after the key',
      keyLine('ssh-ed25519', ['ssh-ed25519', new Uint8Array(32), 'more']),
      SSH_KEY_MESSAGES.trailingData,
    ],
    [
      'an Ed25519 key of the wrong size',
      keyLine('ssh-ed25519', ['ssh-ed25519', new Uint8Array(31)]),
      SSH_KEY_MESSAGES.malformed('ssh-ed25519'),
    ],
    [
      'an ECDSA key on another curve than its type says',
      keyLine('ecdsa-sha2-nistp384', [
        'ecdsa-sha2-nistp384',
        'nistp256',
        new Uint8Array([4, ...new Uint8Array(64)]),
      ]),
      SSH_KEY_MESSAGES.malformed('ecdsa-sha2-nistp384'),
    ],
    [
      'an ECDSA point of the wrong size',
      keyLine('ecdsa-sha2-nistp256', [
        'ecdsa-sha2-nistp256',
        'nistp256',
        new Uint8Array([4, ...new Uint8Array(63)]),
      ]),
      SSH_KEY_MESSAGES.malformed('ecdsa-sha2-nistp256'),
    ],
    [
      'an RSA key with a zero exponent',
      keyLine('ssh-rsa', [
        'ssh-rsa',
        new Uint8Array([0]),
        new Uint8Array([0, ...new Uint8Array(256).fill(255)]),
      ]),
      SSH_KEY_MESSAGES.malformed('ssh-rsa'),
    ],
    [
      'a short RSA key',
      keyLine('ssh-rsa', [
        'ssh-rsa',
        new Uint8Array([1, 0, 1]),
        new Uint8Array([0, ...new Uint8Array(64).fill(255)]),
      ]),
      SSH_KEY_MESSAGES.rsaTooShort(512),
    ],
    [
      'a security key without its application',
      keyLine('sk-ssh-ed25519@openssh.com', ['sk-ssh-ed25519@openssh.com', new Uint8Array(32)]),
      SSH_KEY_MESSAGES.truncated,
    ],
  ]

  it.each(refusals)('refuses %s', (_, text, message) => {
    expect(validateSshPublicKey(text)).toBe(message)
  })

  it('says which types it takes when the type is unknown', () => {
    expect(SSH_KEY_MESSAGES.unknownType('ssh-ed448')).toBe(
      'Unknown key type "ssh-ed448". Supported types: ssh-ed25519, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ' +
        'ecdsa-sha2-nistp521, ssh-rsa, sk-ssh-ed25519@openssh.com, sk-ecdsa-sha2-nistp256@openssh.com',
    )
  })

  it(`accepts RSA keys from ${MIN_RSA_BITS} bits`, () => {
    const modulus = new Uint8Array([0, ...new Uint8Array(MIN_RSA_BITS / 8).fill(255)])
    const k = parsed(keyLine('ssh-rsa', ['ssh-rsa', new Uint8Array([1, 0, 1]), modulus]))
    expect(k.bits).toBe(MIN_RSA_BITS)
  })

  it('has a message for every failure that a user can act on', () => {
    expect(validateSshPublicKey(TEST_KEYS.ed25519.line)).toBeUndefined()
    for (const message of Object.values(SSH_KEY_MESSAGES)) {
      const text =
        typeof message === 'function' ? message('ssh-ed25519' as never, 'ssh-rsa' as never) : message
      expect(text).toMatch(/^[A-Z]/)
      expect(text).not.toMatch(/\.$/)
    }
  })
})
