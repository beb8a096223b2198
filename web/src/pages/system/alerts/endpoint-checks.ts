import { requiredMessage } from '~/util/required-message'

export const ENDPOINT_LABEL = 'Endpoint'

export const NOT_A_URL =
  'Enter the whole URL, with its scheme and host, such as https://hooks.example.com/oxide'
export const NOT_HTTP = 'The endpoint must be an https:// URL (or, confirmed, http://)'
export const PLAIN_HTTP =
  'Plain http sends every alert and its signature unencrypted; use https, or confirm below that the endpoint is on a network you trust'

/**
 * The URL `text` stands for, or null when it is none the rack could send a request to. It must be written out
 * whole (`https://` and a host): a browser would read `https:/host` or `http:host` as URLs, which is never what
 * was meant.
 */
function parseUrl(text: string): URL | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]/i.test(text) || !URL.canParse(text)) return null
  const url = new URL(text)
  return url.hostname ? url : null
}

/** Whether the endpoint is a plain http URL, for which the form asks for a confirmation. */
export function isPlainHttp(endpoint: string): boolean {
  return parseUrl(endpoint.trim())?.protocol === 'http:'
}

/**
 * What is wrong with a receiver's endpoint, or null: it must be a whole http(s) URL, and plain http is refused
 * unless the user confirmed it (`httpConfirmed`), since alerts and their signatures then travel in the clear.
 */
export function endpointProblem(endpoint: string, httpConfirmed: boolean): string | null {
  const text = endpoint.trim()
  if (!text) return requiredMessage(ENDPOINT_LABEL)
  const url = parseUrl(text)
  if (!url) return NOT_A_URL
  if (url.protocol === 'https:') return null
  if (url.protocol !== 'http:') return NOT_HTTP
  return httpConfirmed ? null : PLAIN_HTTP
}
