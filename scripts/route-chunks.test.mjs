// @vitest-environment node
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signedInModules } from './lazy-modules.mjs'
import { addRouteModuleKeys, entryReexports, moduleIds, routeChunksTable } from './route-chunks.mjs'

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

  it('gives code that a route asks for ahead of its page the key of its module too', () => {
    const source = "const chartCode = preloadCode(() => import('~/components/chart/TimeSeriesChart'))"
    const { code, keys } = addRouteModuleKeys(source, routesFile, root)
    expect(keys).toEqual(['components/chart/TimeSeriesChart'])
    expect(code).toContain(
      `preloadCode(() => import('~/components/chart/TimeSeriesChart'), "components/chart/TimeSeriesChart")`,
    )
  })

  it('names the module by a short id in builds', () => {
    const ids = moduleIds(root)
    const { code } = addRouteModuleKeys("lazy(() => import('./DisksPage'))", routesFile, root, { ids })
    const id = ids.get('pages/project/disks/DisksPage')
    expect(id).toMatch(/^[0-9a-z]{1,2}$/)
    expect(code).toBe(`lazy(() => import('./DisksPage'), "${id}")`)
  })

  it('gives every lazily loaded module of the app an id of its own, the same in every build', () => {
    const ids = moduleIds(root)
    expect(ids.size).toBeGreaterThan(50)
    expect(new Set(ids.values()).size).toBe(ids.size)
    expect(ids.has('signed-in-routes')).toBe(true)
    expect(ids.has('api/instance')).toBe(true)
    expect(moduleIds(root)).toEqual(ids)
  })

  it('refuses a dynamic import written another way, which would load its chunks in waves', () => {
    const source = "{ lazy: async () => ({ Component: (await import('./DisksPage')).default }) }"
    expect(() => addRouteModuleKeys(source, routesFile, root)).toThrow(/lazy\(\(\) => import/)
  })

  it('keys lazily loaded routes too', () => {
    const file = resolve(root, 'web/src/shell-routes.tsx')
    const { code, keys } = addRouteModuleKeys("lazyRoutes(() => import('./signed-in-routes'))", file, root)
    expect(keys).toEqual(['signed-in-routes'])
    expect(code).toBe(`lazyRoutes(() => import('./signed-in-routes'), "signed-in-routes")`)
  })

  it('fails on a module that does not exist', () => {
    expect(() => addRouteModuleKeys("lazy(() => import('./Nope'))", routesFile, root)).toThrow(/Nope/)
  })
})

describe('what a lazily loaded module is built as loading with it', () => {
  it('re-exports one binding of each module the entry imports, leaving out types and styles', () => {
    const main = [
      "import './styles/global.css'",
      "import { StrictMode } from 'react'",
      "import type { RouteObject } from 'react-router'",
      "import { type Foo, setThing } from './api/session'",
      "import Page from './Page'",
      "import * as all from './all'",
      "import { type OnlyAType } from './types'",
    ].join('\n')
    expect(entryReexports(main).split('\n')).toEqual([
      "export { StrictMode as __entry0 } from 'react'",
      "export { setThing as __entry1 } from '~/api/session'",
      "export { default as __entry2 } from '~/Page'",
      "export * as __entry3 from '~/all'",
    ])
    expect(() => entryReexports("import './polyfill'")).toThrow('for its effect only')
  })

  it('tells the signed-in area from what a public page can load', () => {
    const signedIn = signedInModules(root)
    const isSignedIn = (file) => signedIn.has(resolve(root, 'web/src', file))
    expect(isSignedIn('pages/project/disks/DisksPage.tsx')).toBe(true)
    expect(isSignedIn('pages/project/instances/AttachExistingDiskDialog.tsx')).toBe(true)
    // popups and dialogs that only signed-in pages open
    expect(isSignedIn('ui/SelectPopup.tsx')).toBe(true)
    expect(isSignedIn('components/UserMenuPopup.tsx')).toBe(true)
    expect(isSignedIn('components/chart/TimeSeriesChart.tsx')).toBe(true)
    expect(isSignedIn('pages/auth/login/LoginLocalPage.tsx')).toBe(false)
    expect(isSignedIn('pages/errors/NoRoleNotice.tsx')).toBe(false)
    expect(isSignedIn('ui/TooltipPopup.tsx')).toBe(true)
    // the confirmation dialog's host is on every page
    expect(isSignedIn('components/ConfirmDialog.tsx')).toBe(false)
    expect(isSignedIn('api/instance.ts')).toBe(false)
    expect(isSignedIn('signed-in-routes.tsx')).toBe(false)
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
  const tableOf = (loadedWith) =>
    routeChunksTable(metafile, {
      entry: 'web/src/main.tsx',
      outdir: resolve(root, 'dist'),
      root,
      keys: new Set(['pages/a/Page']),
      ids: new Map([['pages/a/Page', '7']]),
      loadedWith,
    })
  const table = tableOf()

  it('lists what each route module imports beyond the entry, and what those import, each file once', () => {
    expect(table.files.map((f) => table.prefix + f + table.suffix)).toEqual([
      '/assets/shared.js',
      '/assets/deep.js',
    ])
    expect(table.deps).toEqual([[1], []])
    expect(table.modules).toEqual({ 7: [0] })
  })

  it('names the files by what differs in their URLs', () => {
    expect(table).toMatchObject({ prefix: '/assets/', suffix: '.js', files: ['shared', 'deep'] })
  })

  it('leaves out what the modules loaded before them bring (the signed-in routes, for the signed-in table)', () => {
    const after = tableOf(['web/src/components/Dialog.tsx'])
    expect(after.files.map((f) => after.prefix + f + after.suffix)).toEqual(['/assets/shared.js'])
    expect(after).toMatchObject({ deps: [[]], modules: { 7: [0] } })
  })
})
