// @vitest-environment node
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addRouteModuleKeys, moduleId, routeChunksTable } from './route-chunks.mjs'

const root = resolve(import.meta.dirname, '..')
const routesFile = resolve(root, 'web/src/pages/project/disks/routes.tsx')

describe('route module keys', () => {
  it('gives every lazy route the key of the module it imports', () => {
    const source = [
      "{ ...lazy(() => import('./DisksPage')), children: [",
      "  { path: 'disks-new', ...lazy(\n    () => import('./DiskCreateForm'),\n  ) },",
      ']}',
    ].join('\n')
    const { code, keys } = addRouteModuleKeys(source, routesFile, root)
    expect(keys).toEqual(['pages/project/disks/DisksPage', 'pages/project/disks/DiskCreateForm'])
    expect(code).toContain(`lazy(() => import('./DisksPage'), "pages/project/disks/DisksPage")`)
    expect(code).toContain(`lazy(() => import('./DiskCreateForm'), "pages/project/disks/DiskCreateForm")`)
  })

  it('names the module by a short id in builds', () => {
    const { code } = addRouteModuleKeys("lazy(() => import('./DisksPage'))", routesFile, root, {
      short: true,
    })
    const id = moduleId('pages/project/disks/DisksPage')
    expect(id).toHaveLength(5)
    expect(code).toBe(`lazy(() => import('./DisksPage'), "${id}")`)
  })

  it('refuses a dynamic import written another way, which would load its chunks in waves', () => {
    const source = "{ lazy: async () => ({ Component: (await import('./DisksPage')).default }) }"
    expect(() => addRouteModuleKeys(source, routesFile, root)).toThrow(/lazy\(\(\) => import/)
  })

  it('fails on a module that does not exist', () => {
    expect(() => addRouteModuleKeys("lazy(() => import('./Nope'))", routesFile, root)).toThrow(/Nope/)
  })
})

describe('the route-chunks table', () => {
  const out = (entryPoint, ...imports) => ({
    entryPoint,
    imports: imports.map((path) => ({ path, kind: 'import-statement' })),
  })
  // main imports react; the page imports a shared chunk, which imports another and react
  const metafile = {
    outputs: {
      'dist/assets/main.js': out('web/src/main.tsx', 'dist/assets/react.js'),
      'dist/assets/react.js': out(undefined),
      'dist/assets/page.js': out('web/src/pages/a/Page.tsx', 'dist/assets/shared.js', 'dist/assets/react.js'),
      'dist/assets/shared.js': out(undefined, 'dist/assets/deep.js', 'dist/assets/react.js'),
      'dist/assets/deep.js': out(undefined),
      'dist/assets/dialog.js': out('web/src/components/Dialog.tsx', 'dist/assets/deep.js'),
    },
  }
  const table = routeChunksTable(metafile, {
    entry: 'web/src/main.tsx',
    outdir: resolve(root, 'dist'),
    root,
    keys: new Set(['pages/a/Page']),
  })

  it('lists what each route module imports beyond the entry, and what those import, each file once', () => {
    expect(table.files.map((f) => table.prefix + f + table.suffix)).toEqual([
      '/assets/shared.js',
      '/assets/deep.js',
    ])
    expect(table.deps).toEqual([[1], []])
    expect(table.modules).toEqual({ [moduleId('pages/a/Page')]: [0] })
  })

  it('names the files by what differs in their URLs', () => {
    expect(table).toMatchObject({ prefix: '/assets/', suffix: '.js', files: ['shared', 'deep'] })
  })
})
