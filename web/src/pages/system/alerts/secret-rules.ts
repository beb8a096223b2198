import { requiredMessage } from '~/util/required-message'

export const SECRET_LABEL = 'Secret'

export const LAST_SECRET =
  'A receiver needs at least one secret to sign its deliveries: add the new secret first, then delete this one'

/** Why a secret cannot be deleted now, or undefined when it can: a receiver keeps at least one. */
export const secretDeleteReason = (secretCount: number): string | undefined =>
  secretCount <= 1 ? LAST_SECRET : undefined

/** What is wrong with a typed secret, or null: it may be anything but empty. */
export const secretProblem = (secret: string): string | null =>
  secret.length === 0 ? requiredMessage(SECRET_LABEL) : null

/** A new random secret: 32 bytes from the browser's cryptographic generator, as 64 hex digits. */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
