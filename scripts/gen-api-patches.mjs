// What `make gen-api` changes in the generator's output, so the preview's mock API starts light. Each change
// finds its anchor exactly once or fails, so a new generator version cannot slip past it.
//
// - validate.ts imports zod as a namespace: through its `z` export the bundle would keep all of zod, its
//   locales and JSON-schema tools included (about 350 KB), since `z` is an object that escapes.
// - each exported schema of validate.ts is built on its first use (`z.lazy`) rather than when the module loads:
//   building all of them (some 700 schemas of 3,000 parts) cost a page of the preview a few hundred milliseconds
//   of script before its first mocked answer, and a session uses a few dozen.
// - msw-handlers.ts loads the validators (zod and every schema) on the first request that needs them instead of
//   with the mock, so the preview's service worker takes control without waiting for them. Handlers name their
//   schemas, and `loadValidators()` lets the preview fetch them while the worker starts.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function replaceOnce(source, file, from, to) {
  const at = source.indexOf(from)
  if (at === -1 || source.indexOf(from, at + from.length) !== -1) {
    throw new Error(
      `gen-api: ${file} no longer holds exactly one ${JSON.stringify(from.trim().slice(0, 60))}`,
    )
  }
  return source.slice(0, at) + to + source.slice(at + from.length)
}

export function patchValidate(source) {
  return buildOnFirstUse(
    replaceOnce(
      source,
      'validate.ts',
      "import { z, ZodType } from 'zod/v4';",
      "import * as z from 'zod/v4';\n  import type { ZodType } from 'zod/v4';",
    ),
  )
}

/**
 * Wraps each `export const Name = <schema>` statement in `z.lazy(() => <schema>)`. A statement starts at the
 * line's start and runs to the next top-level doc comment or export (or the end); zod builds a lazy schema's inner
 * schema once, on its first parse, so schemas that name each other still work whatever their order.
 */
function buildOnFirstUse(source) {
  const lines = source.split('\n')
  const out = []
  let open = false
  let wrapped = 0
  const close = () => {
    let last = out.length - 1
    while (last >= 0 && out[last].trim() === '') last--
    out[last] = out[last].endsWith(';') ? `${out[last].slice(0, -1)});` : `${out[last]})`
    open = false
  }
  for (const line of lines) {
    if (open && (line.startsWith('/**') || line.startsWith('export '))) close()
    const start = /^export const \w+ = /.exec(line)
    if (start) {
      out.push(`${start[0]}z.lazy(() => ${line.slice(start[0].length)}`)
      open = true
      wrapped++
    } else {
      out.push(line)
    }
  }
  if (open) close()
  if (wrapped === 0) throw new Error('gen-api: validate.ts exports no schema any more')
  return out.join('\n')
}

export function patchMswHandlers(source) {
  let out = replaceOnce(
    source,
    'msw-handlers.ts',
    'import * as schema from "./validate";',
    [
      'import type * as Schemas from "./validate";',
      '',
      '    // The validators load on the first request that needs them, not with the mock (scripts/gen-api-patches.mjs).',
      '    type SchemaName = keyof typeof Schemas',
      '    let validators: Promise<typeof Schemas> | undefined',
      '    export const loadValidators = () => (validators ??= import("./validate"))',
      '    // eslint-disable-next-line @typescript-eslint/no-explicit-any',
      '    const schemaOf = async (name: SchemaName) => (await loadValidators())[name] as ZodType<any>',
    ].join('\n'),
  )
  out = replaceOnce(
    out,
    'msw-handlers.ts',
    'paramSchema: ZodType<any> | null, bodySchema: ZodType | null) => ',
    'paramSchema: SchemaName | null, bodySchema: SchemaName | null) => ',
  )
  out = replaceOnce(
    out,
    'msw-handlers.ts',
    '? validateParams(paramSchema, req, pathParams)',
    '? validateParams(await schemaOf(paramSchema), req, pathParams)',
  )
  out = replaceOnce(
    out,
    'msw-handlers.ts',
    'const result = bodySchema.transform(snakeify).safeParse(rawBody);',
    'const result = (await schemaOf(bodySchema)).transform(snakeify).safeParse(rawBody);',
  )
  const named = out.replaceAll(/\bschema\.([A-Z]\w*)/g, '"$1"')
  if (named === out) throw new Error('gen-api: msw-handlers.ts names no schema any more')
  return named
}

/** Applies every change to the generated files in `dir`. */
export function patchGenerated(dir) {
  for (const [file, patch] of [
    ['validate.ts', patchValidate],
    ['msw-handlers.ts', patchMswHandlers],
  ]) {
    const path = join(dir, file)
    writeFileSync(path, patch(readFileSync(path, 'utf8')))
  }
}
