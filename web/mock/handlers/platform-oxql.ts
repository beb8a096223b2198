import { badRequest } from '~mock/errors'

/**
 * A tolerant reader for the slice of OxQL the console sends:
 *
 *   get <target:metric> | filter <expr> | align mean_within(<duration>) | group_by [fields], sum|mean
 *
 * plus `first N` / `last N`. Time bounds come from `timestamp` comparisons
 * anywhere in the filter; everything else in the filter becomes a field predicate.
 */
export type FieldValues = Record<string, string | number | boolean>
export type Predicate = (fields: FieldValues) => boolean

export type OxqlQuery = {
  metric: string
  /** ms since the epoch */
  start: number | null
  end: number | null
  endInclusive: boolean
  /** ms; null when the query does not align */
  window: number | null
  groupBy: { fields: string[]; reducer: 'sum' | 'mean' } | null
  predicate: Predicate
  /** field names the filter refers to, checked against the schema by the caller */
  fieldsUsed: string[]
  limit: { from: 'first' | 'last'; count: number } | null
}

const fail = (detail: string): never => {
  throw badRequest(`Query parsing failed: ${detail}`)
}

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  y: 31_536_000_000,
}

export function parseDuration(text: string): number {
  const match = text.trim().match(/^(\d+(?:\.\d+)?)(ns|us|ms|s|m|h|d|w|y)$/)
  if (!match) return fail(`invalid duration "${text}"`)
  return Number(match[1]) * UNIT_MS[match[2]]
}

/** Splits on the `|` between table operations, leaving `||` and quoted text alone. */
function splitStages(query: string): string[] {
  const stages: string[] = []
  let current = ''
  let quote: string | null = null
  for (let i = 0; i < query.length; i++) {
    const c = query[i]
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '|' && query[i + 1] !== '|' && query[i - 1] !== '|') {
      stages.push(current.trim())
      current = ''
      continue
    }
    current += c
  }
  stages.push(current.trim())
  return stages.filter(Boolean)
}

type Token = { kind: 'ident' | 'string' | 'number' | 'time' | 'duration' | 'op'; text: string }

const TOKEN_RE =
  /\s*(?:(@now\(\))|@([0-9][0-9T:.\-+Z]*)|(\d+(?:\.\d+)?(?:ns|us|ms|s|m|h|d|w|y))\b|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|>=|<=|~=|&&|\|\||[<>!()+-]))/y

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  TOKEN_RE.lastIndex = 0
  let at = 0
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break
    TOKEN_RE.lastIndex = at
    const m = TOKEN_RE.exec(text)
    if (!m) return fail(`unexpected input at "${text.slice(at, at + 20)}"`)
    at = TOKEN_RE.lastIndex
    if (m[1]) tokens.push({ kind: 'time', text: 'now' })
    else if (m[2]) tokens.push({ kind: 'time', text: m[2] })
    else if (m[3]) tokens.push({ kind: 'duration', text: m[3] })
    else if (m[4]) tokens.push({ kind: 'string', text: m[4].slice(1, -1) })
    else if (m[5]) tokens.push({ kind: 'number', text: m[5] })
    else if (m[6]) tokens.push({ kind: 'ident', text: m[6] })
    else tokens.push({ kind: 'op', text: m[7] })
  }
  return tokens
}

function parseTime(text: string): number {
  if (text === 'now') return Date.now()
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}${text.includes('T') ? '' : 'T00:00:00'}Z`
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? fail(`invalid timestamp "@${text}"`) : ms
}

type Bounds = Pick<OxqlQuery, 'start' | 'end' | 'endInclusive'>

/** Recursive descent over `||`, `&&`, `!`, parentheses and `field op literal` comparisons. */
function parseFilter(text: string, bounds: Bounds, fieldsUsed: string[]): Predicate {
  const tokens = tokenize(text)
  let pos = 0
  const peek = () => tokens[pos]
  const next = () => tokens[pos++] ?? fail('unexpected end of filter')

  const literal = (): string | number | boolean | { time: number } => {
    const t = next()
    if (t.kind === 'string') return t.text
    if (t.kind === 'number') return Number(t.text)
    if (t.kind === 'ident' && (t.text === 'true' || t.text === 'false')) return t.text === 'true'
    if (t.kind === 'time') {
      let time = parseTime(t.text)
      while (peek()?.text === '-' || peek()?.text === '+') {
        const sign = next().text === '-' ? -1 : 1
        const d = next()
        time +=
          sign *
          (d.kind === 'duration' ? parseDuration(d.text) : fail(`expected a duration, got "${d.text}"`))
      }
      return { time }
    }
    return fail(`expected a literal, got "${t.text}"`)
  }

  const comparison = (): Predicate => {
    const field = next()
    if (field.kind !== 'ident') fail(`expected a field name, got "${field.text}"`)
    const op = next()
    if (!['==', '!=', '>=', '<=', '>', '<', '~='].includes(op.text)) fail(`unknown comparison "${op.text}"`)
    const value = literal()
    if (field.text === 'timestamp') {
      if (typeof value !== 'object') return fail('timestamps compare against @-literals')
      if (op.text === '>' || op.text === '>=') bounds.start = value.time
      if (op.text === '<' || op.text === '<=') {
        bounds.end = value.time
        bounds.endInclusive = op.text === '<='
      }
      return () => true
    }
    if (typeof value === 'object') return fail(`field "${field.text}" cannot be compared with a timestamp`)
    fieldsUsed.push(field.text)
    return (fields) => compare(fields[field.text], op.text, value)
  }

  const unary = (): Predicate => {
    if (peek()?.text === '!') {
      next()
      const inner = unary()
      return (f) => !inner(f)
    }
    if (peek()?.text === '(') {
      next()
      const inner = or()
      if (next().text !== ')') fail('expected ")"')
      return inner
    }
    return comparison()
  }

  const and = (): Predicate => {
    const parts = [unary()]
    while (peek()?.text === '&&') {
      next()
      parts.push(unary())
    }
    return (f) => parts.every((p) => p(f))
  }

  const or = (): Predicate => {
    const parts = [and()]
    while (peek()?.text === '||') {
      next()
      parts.push(and())
    }
    return (f) => parts.some((p) => p(f))
  }

  const predicate = or()
  if (pos < tokens.length) fail(`unexpected "${tokens[pos].text}" in filter`)
  return predicate
}

function compare(
  actual: string | number | boolean | undefined,
  op: string,
  expected: string | number | boolean,
) {
  if (actual === undefined) return false
  const a = typeof actual === 'string' ? actual.toLowerCase() : actual
  const b = typeof expected === 'string' ? expected.toLowerCase() : expected
  switch (op) {
    case '==':
      return a === b
    case '!=':
      return a !== b
    case '~=':
      return new RegExp(String(expected)).test(String(actual))
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '<':
      return a < b
    default:
      return a <= b
  }
}

/**
 * The queries of a `{ get a | ...; get b | ... } | <ops>` block, each with the ops after the block applied to
 * it, or null when the query is a single one. Each answers with its own table, as the rack's OxQL does.
 */
export function splitSubqueries(query: string): string[] | null {
  const text = query.trim()
  if (!text.startsWith('{')) return null
  const parts: string[] = []
  let current = ''
  let quote: string | null = null
  for (let i = 1; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '{') {
      return fail('nested subqueries are not supported')
    } else if (c === ';' || c === '}') {
      if (current.trim()) parts.push(current.trim())
      current = ''
      if (c === '}') {
        const rest = text.slice(i + 1).trim()
        if (rest && !rest.startsWith('|')) fail(`unexpected "${rest.slice(0, 20)}" after subqueries`)
        if (parts.length === 0) fail('empty subquery block')
        return parts.map((part) => (rest ? `${part} ${rest}` : part))
      }
      continue
    }
    current += c
  }
  return fail('expected "}" to close the subqueries')
}

export function parseOxql(query: string): OxqlQuery {
  const stages = splitStages(query)
  const get = stages.shift()?.match(/^get\s+([a-z0-9_]+:[a-z0-9_]+)$/)
  if (!get) fail('a query must start with "get <target:metric>"')
  const parsed: OxqlQuery = {
    metric: get?.[1] ?? '',
    start: null,
    end: null,
    endInclusive: false,
    window: null,
    groupBy: null,
    predicate: () => true,
    fieldsUsed: [],
    limit: null,
  }
  const predicates: Predicate[] = []
  for (const stage of stages) {
    const [op] = stage.split(/\s+/, 1)
    const rest = stage.slice(op.length).trim()
    if (op === 'filter') {
      predicates.push(parseFilter(rest, parsed, parsed.fieldsUsed))
    } else if (op === 'align') {
      const m = rest.match(/^(mean_within|interpolate)\(\s*([^)]+)\)$/)
      if (!m) fail(`unknown alignment "${rest}"`)
      parsed.window = parseDuration(m?.[2] ?? '')
    } else if (op === 'group_by') {
      const m = rest.match(/^\[([^\]]*)\]\s*(?:,\s*(sum|mean))?$/)
      if (!m) fail(`invalid group_by "${rest}"`)
      const fields = (m?.[1] ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
      parsed.groupBy = { fields, reducer: m?.[2] === 'sum' ? 'sum' : 'mean' }
    } else if (op === 'first' || op === 'last') {
      const count = Number(rest)
      if (!Number.isInteger(count) || count < 1) fail(`invalid limit "${stage}"`)
      parsed.limit = { from: op, count }
    } else {
      fail(`unknown table operation "${op}"`)
    }
  }
  parsed.predicate = (f) => predicates.every((p) => p(f))
  return parsed
}
