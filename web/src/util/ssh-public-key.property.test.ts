// @vitest-environment node
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSshPublicKey, SSH_KEY_MESSAGES, SSH_KEY_TYPES, sshKeyFingerprint } from './ssh-public-key'
import { TEST_KEYS } from './ssh-test-keys'

// Random input against the parser: it must never throw, must answer every refusal with one of its messages, and
// must agree with what the key format says is and is not a key.

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const HOLE = '\u0000'
/** Each message as a pattern, its parameters (a type, a number of bits) matching anything. */
const patterns = Object.values(SSH_KEY_MESSAGES).map((m) =>
  typeof m === 'string'
    ? new RegExp(`^${escapeRegExp(m)}$`)
    : new RegExp(`^${escapeRegExp(m(HOLE as never, HOLE as never)).replaceAll(HOLE, '.+')}$`, 's'),
)
const isKnownMessage = (error: string) => patterns.some((p) => p.test(error))

const keys = fc.constantFrom(...Object.values(TEST_KEYS))
const types = fc.constantFrom(...Object.keys(SSH_KEY_TYPES))
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** Text that is never part of a key's first two words: white space ends a word. */
const comment = fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim())
const blank = fc.constantFrom('', ' ', '\t', '\n', '\r\n', '  \n')

describe('the SSH public key parser, over random input', () => {
  it('never throws, and refuses with one of its own messages', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.tuple(types, fc.string({ maxLength: 120 })).map(([t, rest]) => `${t} ${rest}`),
      fc.tuple(types, fc.uint8Array({ maxLength: 200 })).map(([t, bytes]) => `${t} ${base64(bytes)}`),
    )
    fc.assert(
      fc.property(text, (t) => {
        const result = parseSshPublicKey(t)
        if (!result.ok) expect(isKnownMessage(result.error)).toBe(true)
      }),
    )
  })

  it('reads every good key whatever its comment and surrounding white space', () => {
    fc.assert(
      fc.property(keys, comment, blank, blank, (key, c, before, after) => {
        const [type, body] = key.line.split(' ')
        const result = parseSshPublicKey(`${before}${type} ${body}${c ? ` ${c}` : ''}${after}`)
        expect(result.ok && result.value).toMatchObject({ type, body, comment: c, bits: key.bits })
      }),
    )
  })

  it('refuses any key cut short, at any length', () => {
    fc.assert(
      fc.property(keys, fc.nat(), (key, at) => {
        const [type, body] = key.line.split(' ')
        const cut = body.slice(0, at % body.length)
        const result = parseSshPublicKey(`${type} ${cut}`)
        expect(result.ok).toBe(false)
      }),
    )
  })

  it('refuses any key with bytes added to its body', () => {
    fc.assert(
      fc.property(keys, fc.uint8Array({ minLength: 1, maxLength: 40 }), (key, extra) => {
        const [type, body] = key.line.split(' ')
        const blob = Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
        const result = parseSshPublicKey(`${type} ${base64(new Uint8Array([...blob, ...extra]))}`)
        expect(!result.ok && result.error).toBe(SSH_KEY_MESSAGES.trailingData)
      }),
    )
  })

  it('refuses a body under a type other than its own', () => {
    fc.assert(
      fc.property(keys, types, (key, type) => {
        const [own, body] = key.line.split(' ')
        fc.pre(type !== own)
        const result = parseSshPublicKey(`${type} ${body}`)
        expect(!result.ok && result.error).toBe(SSH_KEY_MESSAGES.mismatch(own, type))
      }),
    )
  })

  it('takes the fingerprint of the blob as OpenSSH does: SHA-256, unpadded base64', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
        const blob = new Uint8Array(bytes)
        const expected = createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')
        expect(await sshKeyFingerprint({ blob })).toBe(`SHA256:${expected}`)
      }),
    )
  })
})
