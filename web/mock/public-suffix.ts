/**
 * What msw's cookie library (tough-cookie) asks of tldts, for the preview build: the registrable domain of a
 * host. tldts answers from the whole public suffix list (120 KB); the list only matters for cookies that
 * responses set with a Domain attribute, and the mock sets no cookies, so the last two labels serve (no domain
 * for an IP address or a single label such as localhost, as tldts says).
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '')
  if (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null
  const labels = host.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
