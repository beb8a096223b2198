import s from './KeyFingerprint.module.css'
import type { Fingerprint } from './use-key-summary'
import { useKeySummary } from './use-key-summary'

/** A fingerprint as far as it is known; `SHA256:...` in monospace once computed. */
export function FingerprintText({ fingerprint }: { fingerprint: Fingerprint }) {
  switch (fingerprint.state) {
    case 'pending':
      return <span className="visually-hidden">Computing fingerprint</span>
    case 'unavailable':
      return <span className={s.note}>Needs a secure (https) connection to compute</span>
    case 'ready':
      return <span className="mono">{fingerprint.value}</span>
  }
}

/** The list's fingerprint cell: the fingerprint and the kind of key, as `ssh-keygen -l` shows them. */
export function KeyFingerprint({ publicKey }: { publicKey: string }) {
  const summary = useKeySummary(publicKey)
  if (!summary.ok) return <span className={s.note}>Not a valid public key</span>
  return (
    <span className={s.fingerprint}>
      <FingerprintText fingerprint={summary.fingerprint} />
      <span className={s.kind}>{summary.key.label}</span>
    </span>
  )
}
