// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// A walk over the app's source: every form that changes something, and every action, offers "Show request",
// and each form's request is checked against what it sends by a test.

const SRC = join(import.meta.dirname, '..', '..')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
}

const all = filesUnder(SRC)
const isTest = (f: string) => /\.test\.tsx?$/.test(f)
const sources = all.filter((f) => !isTest(f) && !f.includes('__generated__') && !f.includes('/testing/'))
const tests = all.filter(isTest)
const rel = (f: string) => relative(SRC, f)

/**
 * The text of a JSX opening tag (with its type arguments, `<Form<V> ...>`) or a call's arguments from `start`,
 * up to its end at nesting depth 0.
 */
function extent(text: string, start: number, close: '>' | ')'): string {
  let depth = 0
  let generic = close === '>' ? (/^<[\w.]+</.exec(text.slice(start))?.[0].length ?? 0) : 0
  if (generic) {
    // past the type arguments' closing bracket
    let open = 1
    while (open > 0 && start + generic < text.length) {
      const c = text[start + generic++]
      if (c === '<') open++
      else if (c === '>') open--
    }
  }
  let quote: string | null = null
  for (let i = start + generic; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') {
      depth--
      if (close === ')' && depth === 0 && c === ')') return text.slice(start, i + 1)
    } else if (close === '>' && c === '>' && depth === 0 && text[i - 1] !== '=')
      return text.slice(start, i + 1)
  }
  return text.slice(start)
}

const SHELLS = ['SideModalForm', 'ModalForm', 'FullPageForm']

/** A form shell's submit labels: its literal label, or each literal its label's expression chooses from. */
function submitLabels(tag: string): string[] {
  const literal = /submitLabel="([^"]+)"/.exec(tag)?.[1]
  if (literal) return [literal]
  const expression = /submitLabel=\{([^}]*)\}/.exec(tag)?.[1] ?? ''
  return [...expression.matchAll(/'([^']+)'/g)].map((m) => m[1])
}

type Form = { file: string; tag: string; submits: string[] }

const formsOf = (names: string[]): Form[] =>
  sources.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(new RegExp(`<(${names.join('|')})\\b`, 'g'))].map((m) => {
      const tag = extent(text, m.index, '>')
      return { file: rel(file), tag, submits: submitLabels(tag) }
    })
  })

// A form component that passes its own props on to the shell (`<SideModalForm {...shell}>`) is a shell too: each
// place that renders it is the form, which gives it the request and the submit label.
const wraps = (f: Form) => /\{\.\.\.\w+\}/.test(f.tag) && !/\srequest=\{/.test(f.tag)
const shellForms = formsOf(SHELLS)
const wrappers = shellForms
  .filter(wraps)
  .flatMap((f) =>
    [...readFileSync(join(SRC, f.file), 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]),
  )
const forms = [...shellForms.filter((f) => !wraps(f)), ...(wrappers.length ? formsOf(wrappers) : [])]

// Writes sent by hand (not through a prepared call) that are not a form's or an action's: each with its reason.
const SENT_BY_HAND: Record<string, string> = {
  'components/RefreshFailed.tsx': "reads a list again (SWR's mutate), nothing is written",
  'components/local-login.tsx': "signing in: the user's own session, with their password, not a resource",
  'components/use-sign-out.ts': "signing out: the user's own session",
  'pages/auth/device/DeviceVerifyPage.tsx': "confirming a device code: the user's own sign-in of a client",
  'pages/auth/login/LoginSamlPage.tsx': "signing in: the user's own session",
  'pages/system/health/use-health-part.ts': "reads a part of the page again (SWR's mutate), a read",
  'pages/system/metrics/MetricsExplorerPage.tsx': "runs the same query again (SWR's mutate), a read",
  'pages/system/support-bundles/BundleContents.tsx':
    "reads a bundle's file list again (SWR's mutate), a read",
}

// Confirmations of what is not an API write, each with its reason.
const CONFIRMED_WITHOUT_REQUEST: Record<string, string> = {
  'pages/project/images/ImageUploadForm.tsx':
    'stops an upload on its way; its clean-up depends on how far it got',
  'pages/system/update/RepositoryUploadForm.tsx': 'stops an upload on its way, sending nothing',
}

describe('"Show request" everywhere something changes', () => {
  it('is offered by every create and edit form: each gives the form shell its request', () => {
    expect(forms.length).toBeGreaterThan(40)
    const without = forms.filter((f) => !/\srequest=\{/.test(f.tag)).map((f) => f.file)
    expect(without).toEqual([])
  })

  it('is offered by every action: no write is sent but through the call a form or an action shows', () => {
    const byHand = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const calls = [...text.matchAll(/\.(mutate|mutateAsync)\(/g)].length
      return calls > 0 && !(rel(file) in SENT_BY_HAND) ? [rel(file)] : []
    })
    expect(byHand.filter((f) => !f.startsWith('api/'))).toEqual([])
  })

  it('is offered by every confirmation that changes something', () => {
    const bare = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return [...text.matchAll(/\bconfirm(Action|Delete)\(\{/g)]
        .map((m) => extent(text, m.index + m[0].length - 2, ')'))
        .filter((args) => !/\brequest\b/.test(args))
        .map(() => rel(file))
    })
    expect(bare.filter((f) => !(f in CONFIRMED_WITHOUT_REQUEST))).toEqual([])
  })

  it('is not excused for a file that no longer sends by hand', () => {
    const stale = Object.keys(SENT_BY_HAND).filter(
      (f) => !sources.some((s) => rel(s) === f && /\.(mutate|mutateAsync)\(/.test(readFileSync(s, 'utf8'))),
    )
    expect(stale).toEqual([])
  })

  it('is checked against what is sent for every form, by a test that submits it through its submit button', () => {
    // a test that checks shown against sent: through the helper that does both, or (for a form that sends more
    // than it can show up front, an upload's bytes) by reading the shown requests and recording the sent ones
    const checking = tests
      .map((f) => readFileSync(f, 'utf8'))
      .filter(
        (t) =>
          t.includes('expectShownRequestsSent(') ||
          t.includes('pressSendsShown(') ||
          (t.includes('recordWrites(') && t.includes('request-raw')),
      )
      .join('\n')
    const unchecked = forms
      .filter((f) => f.submits.length === 0 || f.submits.some((label) => !checking.includes(`'${label}'`)))
      .map((f) => `${f.file} (${f.submits.join(', ') || 'no literal submit label'})`)
    expect(unchecked).toEqual([])
  })
})
