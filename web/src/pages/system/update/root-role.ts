/** What the trust-root table shows of a TUF root role document. */
export type RootRoleSummary = { version: number | null; expires: Date | null; keys: number | null }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The version, expiry and number of keys of a root role (`{ signed: { version, expires, keys } }`). The document
 * is whatever an operator uploaded, so each field that is missing or malformed is null rather than an error.
 */
export function rootRoleSummary(document: Record<string, unknown>): RootRoleSummary {
  const signed = isObject(document.signed) ? document.signed : {}
  const expires = typeof signed.expires === 'string' ? new Date(signed.expires) : null
  return {
    version: typeof signed.version === 'number' ? signed.version : null,
    expires: expires && !Number.isNaN(expires.getTime()) ? expires : null,
    keys: isObject(signed.keys) ? Object.keys(signed.keys).length : null,
  }
}
