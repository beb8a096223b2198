// Regenerates the typed API client, zod validators and mock handler types from an OpenAPI spec: by default the
// pinned contract committed beside the client (web/src/api/nexus-20251008.json), or another document given;
// then makes the changes in gen-api-patches.mjs.
// Usage: npm run gen-api [path/to/spec.json]
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patchGenerated } from './gen-api-patches.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const spec = resolve(process.argv[2] ?? resolve(root, 'web/src/api/nexus-20251008.json'))
const dest = resolve(root, 'web/src/api/__generated__')

rmSync(dest, { recursive: true, force: true })
mkdirSync(dest, { recursive: true })
const bin = resolve(root, 'node_modules/.bin/openapi-gen-ts')
execFileSync(bin, [spec, dest, '--features', 'zod,msw'], { stdio: 'inherit' })
patchGenerated(dest)
console.log(`Generated client from ${spec} into web/src/api/__generated__/`)
