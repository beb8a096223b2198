// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { patchMswHandlers, patchValidate } from './gen-api-patches.mjs'

const generated = (file) =>
  readFileSync(resolve(import.meta.dirname, '../web/src/api/__generated__', file), 'utf8')

describe('the changes gen-api makes to the generated files', () => {
  it('imports zod as a namespace in the validators', () => {
    expect(
      patchValidate("  import { z, ZodType } from 'zod/v4';\nconst A = z.string()\nexport const B = A"),
    ).toBe(
      "  import * as z from 'zod/v4';\n  import type { ZodType } from 'zod/v4';\nconst A = z.string()\nexport const B = z.lazy(() => A)",
    )
  })

  it('builds each exported schema on its first use, however many lines it spans', () => {
    const source = [
      "import { z, ZodType } from 'zod/v4';",
      '/** A */',
      'export const A = z.object({',
      '  b: B,',
      '})',
      '',
      '/** B, named by A before it */',
      'export const B = z.string()',
      '',
    ].join('\n')
    expect(patchValidate(source).split('\n').slice(2)).toEqual([
      '/** A */',
      'export const A = z.lazy(() => z.object({',
      '  b: B,',
      '}))',
      '',
      '/** B, named by A before it */',
      'export const B = z.lazy(() => z.string())',
      '',
    ])
  })

  it('fails loudly when the generator writes something else', () => {
    expect(() => patchValidate("import { z } from 'zod'")).toThrow(/validate\.ts/)
    expect(() => patchValidate("import { z, ZodType } from 'zod/v4';\nconst A = 1")).toThrow(/no schema/)
    expect(() => patchMswHandlers('nothing to see')).toThrow(/msw-handlers\.ts/)
  })

  it('is in the committed files: the mock loads zod and the schemas only when a request needs them', () => {
    const validate = generated('validate.ts')
    expect(validate).toContain("import * as z from 'zod/v4';")
    expect(validate).not.toMatch(/^export const \w+ = (?!z\.lazy\(\(\) => )/m)
    const handlers = generated('msw-handlers.ts')
    expect(handlers).toContain('import type * as Schemas from "./validate";')
    expect(handlers).toContain('import("./validate")')
    expect(handlers).not.toMatch(/\bschema\.[A-Z]/)
    expect(handlers).toContain(
      `http.get('/v1/projects', handler(handlers['projectList'], "ProjectListParams", null))`,
    )
  })
})
