import type { DescribedRequest } from '~/api/describe-call'
import type { RawBody } from '~/api/prepared-call'

/** What a concealed value shows instead of itself, in the body and in every copied command. */
export const CONCEALED = '<hidden>'

/** The API version every request of the console names in its `api-version` header. */
export const API_VERSION_HEADER = 'api-version'

/** The body laid out for reading (the same JSON the client sends), with concealed values replaced. */
export function bodyText(request: DescribedRequest, conceal: readonly string[] = []): string | undefined {
  if (request.body === undefined) return undefined
  const body: unknown = JSON.parse(request.body)
  for (const path of conceal) replaceAt(body, path.split('.'))
  return JSON.stringify(body, null, 2)
}

function replaceAt(value: unknown, keys: string[]) {
  if (typeof value !== 'object' || value === null) return
  const [key, ...rest] = keys
  const record = value as Record<string, unknown>
  if (Array.isArray(value)) {
    for (const item of value) replaceAt(item, keys)
  } else if (rest.length === 0) {
    // a list of secrets keeps its length: each one is hidden
    const value = record[key]
    if (Array.isArray(value)) record[key] = value.map(() => CONCEALED)
    else if (key in record && value !== null) record[key] = CONCEALED
  } else {
    replaceAt(record[key], rest)
  }
}

/** Quotes a word for a POSIX shell: single quotes, with any single quote inside closed, escaped and reopened. */
export const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`

type Forms = { raw: string; curl: string; oxide: string }

/**
 * The three forms a user copies: the raw HTTP request, a `curl` command that reads the token from `$OXIDE_TOKEN`
 * (never the user's own credentials), and the Oxide CLI's `oxide api` command.
 */
export function requestForms(
  request: DescribedRequest,
  {
    origin,
    apiVersion,
    conceal = [],
    rawBody,
  }: { origin: string; apiVersion: string; conceal?: readonly string[]; rawBody?: RawBody },
): Forms {
  const file = rawBody?.kind === 'file' ? rawBody.fileName : null
  const body = rawBody?.kind === 'json-text' ? rawBody.text : file ? null : bodyText(request, conceal)
  const contentType = file ? 'application/octet-stream' : 'application/json'
  const raw = [
    `${request.method} ${request.url} HTTP/1.1`,
    `Host: ${new URL(origin).host}`,
    `Content-Type: ${contentType}`,
    `${API_VERSION_HEADER}: ${apiVersion}`,
    ...(file ? ['', `<the bytes of ${file}>`] : body === undefined || body === null ? [] : ['', body]),
  ].join('\n')
  const data = file
    ? [`  --data-binary @${shellQuote(file)}`]
    : body === undefined || body === null
      ? []
      : [`  --data-raw ${shellQuote(body)}`]
  const curl = [
    `curl -X ${request.method} ${shellQuote(origin + request.url)}`,
    `  -H "Authorization: Bearer $OXIDE_TOKEN"`,
    `  -H ${shellQuote(`Content-Type: ${contentType}`)}`,
    `  -H ${shellQuote(`${API_VERSION_HEADER}: ${apiVersion}`)}`,
    ...data,
  ].join(' \\\n')
  const oxideCommand = `oxide api ${shellQuote(request.url)} --method ${request.method}`
  const oxide = file
    ? `${oxideCommand} --input ${shellQuote(file)}`
    : body === undefined || body === null
      ? oxideCommand
      : `${oxideCommand} --input - <<'JSON'\n${body}\nJSON`
  return { raw, curl, oxide }
}
