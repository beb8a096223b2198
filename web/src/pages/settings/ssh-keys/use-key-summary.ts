import { useEffect, useMemo, useState } from 'react'
import { parseSshPublicKey, type SshPublicKey, sshKeyFingerprint } from '~/util/ssh-public-key'

/**
 * The fingerprint as far as it is known: Web Crypto hashes asynchronously, and only in a secure context (https
 * or localhost), so elsewhere it cannot be computed at all.
 */
export type Fingerprint = { state: 'pending' } | { state: 'ready'; value: string } | { state: 'unavailable' }

export type KeySummary =
  | { ok: true; key: SshPublicKey; fingerprint: Fingerprint }
  /** A key saved by another client can be anything the API took; the console says so instead of guessing. */
  | { ok: false; error: string }

/** What a stored public key is: its type, size, comment and fingerprint, all worked out in the browser. */
export function useKeySummary(publicKey: string): KeySummary {
  const parsed = useMemo(() => parseSshPublicKey(publicKey), [publicKey])
  const [result, setResult] = useState<{ of: string; fingerprint: Fingerprint } | null>(null)
  useEffect(() => {
    if (!parsed.ok) return
    let current = true
    const settle = (fingerprint: Fingerprint) => {
      if (current) setResult({ of: publicKey, fingerprint })
    }
    sshKeyFingerprint(parsed.value).then(
      (value) => settle({ state: 'ready', value }),
      () => settle({ state: 'unavailable' }),
    )
    return () => {
      current = false
    }
  }, [parsed, publicKey])
  if (!parsed.ok) return { ok: false, error: parsed.error }
  const fingerprint = result?.of === publicKey ? result.fingerprint : { state: 'pending' as const }
  return { ok: true, key: parsed.value, fingerprint }
}
