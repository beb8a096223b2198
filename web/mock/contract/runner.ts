/**
 * The contract check: runs every case of every `contract/<area>.ts` file against the mock and checks the raw
 * response of the counted call against the OpenAPI spec, which is the source of truth for shapes.
 *
 * A response passes when its status is one of the operation's documented success statuses and its body
 * parses with the generated zod schema of the documented response type (`validate.ts`) and has nothing
 * the spec does not list: no unknown fields, and times in the RFC 3339 UTC form the client turns into dates.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ZodType } from 'zod/v4'
import type { Api } from '~/api/__generated__/Api'
import { snakeToCamel } from '~/api/__generated__/util'
import * as zodSchemas from '~/api/__generated__/validate'
import { db, resetDb } from '~mock/db'
import { operationFor } from '~mock/faults'
import { allOperations, type Operation } from '~mock/operations'
import { signIn } from '~mock/session'
import type { ContractCase } from './case'

/** The pinned API contract, committed in the repo: the document the generated client was built from. */
export const SPEC_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/api/nexus-20251008.json')

/** Covered by its own websocket test instead: the generated client opens a WebSocket, not a fetch. */
export const WEBSOCKET_OPERATIONS: readonly Operation[] = ['instanceSerialConsoleStream']

type JsonSchema = {
  $ref?: string
  type?: string | string[]
  format?: string
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  allOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
}

type SpecResponse = { content?: Record<string, { schema: JsonSchema }> }
type SpecOperation = { operationId: string; responses: Record<string, SpecResponse> }
type Spec = {
  paths: Record<string, Record<string, SpecOperation>>
  components: { schemas: Record<string, JsonSchema> }
}

/** What a success looks like: `any` for the few operations documented with any content type (device flow, downloads). */
type Success = { status: number } & ({ schema: JsonSchema; zod: ZodType } | { schema: null; zod: null })
export type Expected = { method: string; path: string; successes: Success[] | 'any' }

export type Contract = { operations: Map<string, Expected>; schemas: Record<string, JsonSchema> }

const zodByName = zodSchemas as unknown as Record<string, ZodType>

function zodFor(schema: JsonSchema): ZodType {
  const name = (schema.$ref ?? schema.items?.$ref)?.split('/').pop()
  const zod = name ? zodByName[name] : undefined
  if (!zod) throw new Error(`no zod schema for ${JSON.stringify(schema)}`)
  return schema.type === 'array' ? zod.array() : zod
}

/** Every operation of the spec by its client name, with its documented success responses. */
export function loadContract(path = SPEC_PATH): Contract {
  const spec = JSON.parse(readFileSync(path, 'utf8')) as Spec
  const operations = new Map<string, Expected>()
  for (const [route, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.operationId) continue
      const codes = Object.keys(op.responses).filter((code) => /^[23]\d\d$/.test(code))
      const successes = codes.map((code): Success => {
        const status = Number(code)
        const schema = op.responses[code].content?.['application/json']?.schema
        return schema ? { status, schema, zod: zodFor(schema) } : { status, schema: null, zod: null }
      })
      const expected = codes.length ? successes : 'any'
      operations.set(snakeToCamel(op.operationId), {
        method: method.toUpperCase(),
        path: route,
        successes: expected,
      })
    }
  }
  return { operations, schemas: spec.components.schemas }
}

// What the client's date parsing (`parseIfDate` in the generated util.ts) understands.
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/**
 * What zod lets through but the spec does not allow: fields the schema does not list (zod strips them
 * silently) and date-times the client would not parse. Returns one line per problem.
 */
export function strictIssues(
  value: unknown,
  schema: JsonSchema,
  schemas: Contract['schemas'],
  at = '',
): string[] {
  if (schema.$ref) return strictIssues(value, schemas[schema.$ref.split('/').pop() ?? ''], schemas, at)
  if (value === null || value === undefined) return []
  const variants = schema.oneOf ?? schema.anyOf
  if (variants) {
    const results = variants.map((variant) => strictIssues(value, variant, schemas, at))
    if (results.some((issues) => issues.length === 0)) return []
    return results.reduce((best, issues) => (issues.length < best.length ? issues : best))
  }
  if (schema.allOf) {
    if (schema.allOf.length === 1) return strictIssues(value, schema.allOf[0], schemas, at)
    const resolved = schema.allOf.map((part) =>
      part.$ref ? schemas[part.$ref.split('/').pop() ?? ''] : part,
    )
    const properties = Object.assign({}, ...resolved.map((part) => part.properties ?? {}))
    return strictIssues(value, { type: 'object', properties }, schemas, at)
  }
  if (Array.isArray(value)) {
    const { items } = schema
    return items ? value.flatMap((item, i) => strictIssues(item, items, schemas, `${at}[${i}]`)) : []
  }
  if (typeof value === 'string') {
    return schema.format === 'date-time' && !RFC3339_UTC.test(value)
      ? [`${at || 'body'}: "${value}" is not an RFC 3339 UTC time`]
      : []
  }
  if (typeof value !== 'object') return []
  const issues: string[] = []
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = schema.properties?.[key]
    const extra = schema.additionalProperties
    const path = `${at}.${key}`
    if (fieldSchema) issues.push(...strictIssues(field, fieldSchema, schemas, path))
    else if (typeof extra === 'object') issues.push(...strictIssues(field, extra, schemas, path))
    else if (schema.properties && extra !== true) issues.push(`${path}: not in the spec`)
  }
  return issues
}

/** The raw side of every response the client receives: method, url and body text. */
export type Captured = { method: string; url: string; text: string }

/**
 * Wraps `globalThis.fetch` (install it after msw patched fetch) so each Response's raw body can be read
 * back while the generated client parses it as usual. Call `restore()` when done.
 */
export function captureResponses() {
  const seen = new WeakMap<Response, Captured>()
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const response = await original(input, init)
    seen.set(response, { method: request.method, url: request.url, text: await response.clone().text() })
    return response
  }
  return {
    get: (response: Response) => seen.get(response),
    restore: () => {
      globalThis.fetch = original
    },
  }
}

export type Outcome = {
  operation: string
  /** `pending`: the mock answered 501, i.e. it has no real handler for the operation */
  result: 'ok' | 'failed' | 'pending'
  problem?: string
}

type RunContext = { api: Api; contract: Contract; capture: ReturnType<typeof captureResponses> }

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text)

function checkBody(expected: Expected, status: number, text: string, contract: Contract): string | null {
  if (expected.successes === 'any')
    return status >= 200 && status < 400 ? null : `status ${status}: ${clip(text)}`
  const success = expected.successes.find((s) => s.status === status)
  if (!success) {
    const wanted = expected.successes.map((s) => s.status).join(' or ')
    return `status ${status}, spec says ${wanted}: ${clip(text)}`
  }
  if (!success.schema) return text === '' ? null : `expected no body, got ${clip(text)}`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `body is not JSON: ${clip(text)}`
  }
  const parsed = success.zod.safeParse(body)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    return `shape: ${issues.join('; ')}`
  }
  const strict = strictIssues(body, success.schema, contract.schemas)
  return strict.length ? `shape: ${strict.slice(0, 3).join('; ')}` : null
}

/** Reset the db, sign in as the case's user, run it and check the counted call. */
export async function runCase(c: ContractCase, { api, contract, capture }: RunContext): Promise<Outcome> {
  const { operation } = c
  const failed = (problem: string): Outcome => ({ operation, result: 'failed', problem })
  const expected = contract.operations.get(operation)
  if (!expected) return failed('not an operation of the spec')
  resetDb()
  const user = db.users.find((u) => u.username === (c.asUser ?? 'ada'))
  if (!user) return failed(`no mock user "${c.asUser}"`)
  signIn(user)
  let result: Awaited<ReturnType<ContractCase['run']>>
  try {
    result = await c.run(api.methods)
  } catch (error) {
    return failed(`threw: ${clip(String(error))}`)
  }
  const raw = result?.response && capture.get(result.response)
  if (!raw) return failed('run() must return the ApiResult of a call made with the given client')
  const { status } = result.response
  if (status === 501) return { operation, result: 'pending' }
  const called = operationFor(raw.method, new URL(raw.url).pathname)
  if (called !== operation) return failed(`the counted call is ${called ?? `${raw.method} ${raw.url}`}`)
  const problem = checkBody(expected, status, raw.text, contract)
  return problem ? failed(problem) : { operation, result: 'ok' }
}

/**
 * Every `*Cases` array exported by a file next to this one (core.ts, compute.ts, ...). A glob rather
 * than imports, so an area whose file does not exist yet simply has no cases.
 */
export function collectCases(): ContractCase[] {
  type Glob = (pattern: string[], options: { eager: true }) => Record<string, Record<string, unknown>>
  const modules = (import.meta as ImportMeta & { glob: Glob }).glob(
    ['./*.ts', '!./*.test.ts', '!./runner.ts', '!./case.ts'],
    { eager: true },
  )
  const cases: ContractCase[] = []
  for (const [file, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Cases')) continue
      if (!Array.isArray(value)) throw new Error(`${file}: ${name} is not an array`)
      for (const c of value as ContractCase[]) {
        if (typeof c?.operation !== 'string' || typeof c.run !== 'function') {
          throw new Error(`${file}: ${name} holds something that is not a ContractCase`)
        }
        cases.push(c)
      }
    }
  }
  return cases
}

/** The summary line and one line per problem: failing, still 501 and uncovered operations. */
export function summarize(outcomes: Outcome[], contract: Contract) {
  const covered = new Set(outcomes.map((o) => o.operation))
  const problems: string[] = []
  for (const o of outcomes) {
    if (o.result === 'failed') problems.push(`fail     ${o.operation}: ${o.problem}`)
  }
  const pending = [...new Set(outcomes.filter((o) => o.result === 'pending').map((o) => o.operation))]
  for (const op of pending.sort()) problems.push(`501      ${op}`)
  const missing = allOperations.filter((op) => !covered.has(op) && !WEBSOCKET_OPERATIONS.includes(op))
  for (const op of missing) problems.push(`no case  ${op}`)
  for (const op of contract.operations.keys()) {
    if (!(allOperations as readonly string[]).includes(op))
      problems.push(`spec     ${op} is missing from operations.ts`)
  }
  const failures = outcomes.filter((o) => o.result === 'failed').length
  const ws = WEBSOCKET_OPERATIONS.filter((op) => !covered.has(op))
  const line = [
    `contract: ${covered.size} operations, ${outcomes.length} cases, ${failures} failures`,
    `${pending.length} answering 501, ${missing.length} without a case`,
    ...(ws.length ? [`${ws.join(', ')} checked by its own websocket test`] : []),
  ].join(', ')
  return { line, problems }
}
