/**
 * Faults on demand: make chosen endpoints fail or hang, or a random share of
 * requests, to see how the console copes. The switch is a short spec string:
 *
 *   projectList=503              that operation answers 503 (any status 400-599)
 *   /v1/system=500               every request whose path starts with /v1/system answers 500
 *   random=0.1                   10% of /v1 requests answer 500 (`random=0.1:503` for another status)
 *   hang=instanceStart           that operation (or a path prefix) answers only once the rule is switched off
 *   hang=0.05                    5% of /v1 requests hang the same way
 *   network-error=instanceStart  that operation (or a path prefix) fails as if the network were down
 *   network-error=0.05           5% of /v1 requests fail that way
 *
 * Entries are separated by commas and may be combined: `projectList=503,random=0.05`.
 * Operation names are the generated client's (`projectList`; `project_list` works too).
 * Where the spec comes from, first match wins:
 *   - `setMockFaults(spec)` (tests, scripts); `resetMockFaults()` goes back to the next sources
 *   - browser: `?mock-faults=<spec>` in the page URL at load, then `localStorage['mock-faults']` (read on
 *     every request, so it can be changed from the devtools console without a reload)
 *   - node and the standalone server: the `MOCK_FAULTS` environment variable
 * A failing response has the API's error shape and an `x-mock-fault` header naming the rule. A network error has
 * no response at all: the request rejects, as `fetch` does when the server cannot be reached.
 */
import { HttpResponse, http } from 'msw'
import { type MSWHandlers, makeHandlers } from '~/api/__generated__/msw-handlers'
import { snakeToCamel } from '~/api/__generated__/util'
import { isMockedPath } from './delay'
import { apiError } from './errors'
import { allOperations, type Operation } from './operations'
import { previewSetting, settingFromUrl } from './preview-setting'

type Target = { operation: Operation } | { prefix: string }

export type FaultRule =
  | { kind: 'fail'; target: Target; status: number; text: string }
  | { kind: 'hang'; target: Target; text: string }
  | { kind: 'random-fail'; share: number; status: number; text: string }
  | { kind: 'random-hang'; share: number; text: string }
  | { kind: 'network-error'; target: Target; text: string }
  | { kind: 'random-network-error'; share: number; text: string }

export type ParsedFaults = { rules: FaultRule[]; errors: string[] }

export const FAULTS_STORAGE_KEY = 'mock-faults'
export const FAULTS_QUERY_PARAM = 'mock-faults'
export const FAULTS_ENV_VAR = 'MOCK_FAULTS'

const OPERATIONS = new Set<string>(allOperations)

function parseTarget(raw: string): Target | string {
  if (raw.startsWith('/')) return { prefix: raw }
  const name = raw.includes('_') ? snakeToCamel(raw) : raw
  if (OPERATIONS.has(name)) return { operation: name as Operation }
  return `unknown operation "${raw}"`
}

function parseShare(raw: string): number | null {
  const share = Number(raw)
  return raw !== '' && Number.isFinite(share) && share >= 0 && share <= 1 ? share : null
}

function parseStatus(raw: string): number | null {
  const status = Number(raw)
  return /^\d{3}$/.test(raw) && status >= 400 && status <= 599 ? status : null
}

/** Parse a fault spec. Bad entries are skipped and described in `errors`; the rest still apply. */
export function parseFaults(spec: string): ParsedFaults {
  const rules: FaultRule[] = []
  const errors: string[] = []
  for (const text of spec.split(',').map((entry) => entry.trim())) {
    if (!text) continue
    const eq = text.lastIndexOf('=')
    const key = text.slice(0, eq).trim()
    const value = text.slice(eq + 1).trim()
    if (eq <= 0 || !value) {
      errors.push(
        `"${text}": expected <operation or /path>=<status>, random=<share>, hang=<target or share> or network-error=<target or share>`,
      )
    } else if (key === 'random') {
      const [shareText, statusText = '500'] = value.split(':')
      const share = parseShare(shareText)
      const status = parseStatus(statusText)
      if (share === null) errors.push(`"${text}": the share must be a number from 0 to 1`)
      else if (status === null) errors.push(`"${text}": the status must be 400 to 599`)
      else rules.push({ kind: 'random-fail', share, status, text })
    } else if (key === 'hang' || key === 'network-error') {
      const share = parseShare(value)
      const target = share === null ? parseTarget(value) : null
      if (share !== null) rules.push({ kind: `random-${key}`, share, text })
      else if (typeof target === 'string') errors.push(`"${text}": ${target}`)
      else if (target) rules.push({ kind: key, target, text })
    } else {
      const target = parseTarget(key)
      const status = parseStatus(value)
      if (typeof target === 'string') errors.push(`"${text}": ${target}`)
      else if (status === null) errors.push(`"${text}": the status must be 400 to 599`)
      else rules.push({ kind: 'fail', target, status, text })
    }
  }
  return { rules, errors }
}

// ---- where the spec comes from

let override: string | null = null

/** Apply a fault spec until `resetMockFaults()`; `''` means no faults whatever the other sources say. */
export function setMockFaults(spec: string): void {
  const { errors } = parseFaults(spec)
  if (errors.length) throw new Error(`invalid mock fault spec: ${errors.join('; ')}`)
  override = spec
}

/** Back to the ambient spec: the page URL or localStorage in the browser, `MOCK_FAULTS` in node. */
export function resetMockFaults(): void {
  override = null
}

function ambientSpec(): string {
  const chosen = previewSetting(FAULTS_STORAGE_KEY)
  if (chosen !== null) return chosen
  // `process` only exists in node (tests, the standalone server), never in the browser bundle
  return (typeof process !== 'undefined' && process.env?.[FAULTS_ENV_VAR]) || ''
}

let cached: { spec: string; rules: FaultRule[] } = { spec: '', rules: [] }

/** The rules in force now. An ambient spec with mistakes is reported once and its good entries used. */
export function currentFaults(): FaultRule[] {
  const spec = override ?? ambientSpec()
  if (spec !== cached.spec) {
    const { rules, errors } = parseFaults(spec)
    if (errors.length) console.warn(`mock-faults: ignoring ${errors.join('; ')}`)
    cached = { spec, rules }
  }
  return cached.rules
}

// ---- which operation a request is

type Route = { method: string; segments: string[]; operation: Operation }

let routes: Route[] | null = null

/**
 * The API's routes, taken from the generated handler list: building it with a
 * stand-in for every operation records which operation each method and path
 * belongs to (the list is built in the order the operations are read).
 */
function routeTable(): Route[] {
  if (routes) return routes
  const order: Operation[] = []
  const recorder = new Proxy({} as MSWHandlers, {
    get: (_target, name) => {
      order.push(String(name) as Operation)
      return () => 204
    },
  })
  const handlers = makeHandlers(recorder)
  if (handlers.length !== order.length) throw new Error('mock-faults: cannot map the API routes')
  routes = handlers.map((handler, i) => ({
    method: String(handler.info.method).toUpperCase(),
    segments: String(handler.info.path).split('/'),
    operation: order[i],
  }))
  return routes
}

/** The operation a request method and path belong to, or null when no API route matches. */
export function operationFor(method: string, pathname: string): Operation | null {
  const segments = pathname.split('/')
  const verb = method.toUpperCase()
  // the API has no two routes that one path could both match, so the first match is the one
  const route = routeTable().find(
    (r) =>
      r.method === verb &&
      r.segments.length === segments.length &&
      r.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
  )
  return route?.operation ?? null
}

// ---- the handler

const REASONS: Record<number, [code: string, message: string]> = {
  400: ['InvalidRequest', 'Bad Request'],
  401: ['Unauthorized', 'credentials missing or invalid'],
  403: ['Forbidden', 'Action not authorized'],
  404: ['NotFound', 'Not Found'],
  409: ['Conflict', 'Conflict'],
  429: ['TooManyRequests', 'Too Many Requests'],
  500: ['Internal', 'Internal Server Error'],
  502: ['BadGateway', 'Bad Gateway'],
  503: ['ServiceNotAvailable', 'Service Unavailable'],
  504: ['GatewayTimeout', 'Gateway Timeout'],
  507: ['InsufficientCapacity', 'Insufficient Capacity'],
}

export function faultResponse(status: number, rule: string): Response {
  const [code, message] = REASONS[status] ?? [status < 500 ? 'InvalidRequest' : 'Internal', `Error ${status}`]
  const response = apiError(status, code, message)
  response.headers.set('x-mock-fault', rule)
  return response
}

function targets(target: Target, method: string, pathname: string): boolean {
  if ('prefix' in target) return pathname.startsWith(target.prefix)
  return operationFor(method, pathname) === target.operation
}

/** How often a hanging request looks whether its rule is still in force. */
const HANG_CHECK_MS = 50

/**
 * Holds the request while its rule is in force, then treats it as if it had just arrived: once the rule is
 * switched off it answers as usual (or as the rules in force by then say). A caller that gives up first gets
 * the 503 a gateway would send.
 */
function hang(request: Request, rule: string): Promise<Response | undefined> {
  return new Promise<'released' | Response>((resolve) => {
    const { signal } = request
    const stop = () => {
      clearInterval(timer)
      signal.removeEventListener('abort', giveUp)
    }
    const giveUp = () => {
      stop()
      resolve(faultResponse(503, rule))
    }
    const timer = setInterval(() => {
      if (currentFaults().some((r) => r.text === rule)) return
      stop()
      resolve('released')
    }, HANG_CHECK_MS)
    if (signal.aborted) giveUp()
    else signal.addEventListener('abort', giveUp, { once: true })
  }).then((outcome) => (outcome === 'released' ? (applyFaults(request) ?? undefined) : outcome))
}

/** No response at all: `fetch` rejects, as when the API cannot be reached. */
const networkError = (): Response => HttpResponse.error()

/**
 * What the rules make of this request: a failure, a hang, or null to answer normally. Rules naming an
 * operation or a path come first, in the order given; then the random shares.
 */
export function applyFaults(request: Request): Promise<Response | undefined> | Response | null {
  const rules = currentFaults()
  if (rules.length === 0) return null
  const { pathname } = new URL(request.url)
  if (!isMockedPath(pathname)) return null
  for (const rule of rules) {
    if (rule.kind === 'fail' && targets(rule.target, request.method, pathname)) {
      return faultResponse(rule.status, rule.text)
    }
    if (rule.kind === 'hang' && targets(rule.target, request.method, pathname))
      return hang(request, rule.text)
    if (rule.kind === 'network-error' && targets(rule.target, request.method, pathname)) return networkError()
  }
  if (!pathname.startsWith('/v1/')) return null
  for (const rule of rules) {
    if (rule.kind === 'random-hang' && Math.random() < rule.share) return hang(request, rule.text)
    if (rule.kind === 'random-fail' && Math.random() < rule.share)
      return faultResponse(rule.status, rule.text)
    if (rule.kind === 'random-network-error' && Math.random() < rule.share) return networkError()
  }
  return null
}

/** Goes right after the delay handler; answers nothing unless a fault rule applies. */
export const faultHandler = http.all('*', ({ request }) => applyFaults(request) ?? undefined)

/** Say so once in the browser console when a preview starts with faults switched on. */
if (typeof window !== 'undefined' && typeof process === 'undefined' && ambientSpec()) {
  const where =
    settingFromUrl(FAULTS_QUERY_PARAM) !== null
      ? `?${FAULTS_QUERY_PARAM}=`
      : `localStorage['${FAULTS_STORAGE_KEY}']`
  console.info(`mock API faults on: ${ambientSpec()} (from ${where})`)
}
