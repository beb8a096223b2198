import { describe, expect, it } from 'vitest'
import { importsOf, placeOf, violation } from './check-imports.mjs'

describe('the import rules', () => {
  it('finds static, dynamic and side-effect imports', () => {
    const source = `import a from 'x'\nimport { b } from "~/y"\nimport './z.css'\nconst c = () => import('./lazy')`
    expect(importsOf(source)).toEqual(['x', '~/y', './z.css', './lazy'])
  })

  it('places files in layers, areas and rooms', () => {
    expect(placeOf('api')).toEqual({ layer: 'api' })
    expect(placeOf('routes.tsx')).toEqual({ layer: 'top' })
    expect(placeOf('pages/project/routes.tsx')).toEqual({ layer: 'pages', area: 'project', room: null })
    expect(placeOf('pages/project/disks/DisksPage.tsx')).toMatchObject({ area: 'project', room: 'disks' })
  })

  it('lets imports flow down and refuses them upwards', () => {
    expect(violation('pages/project/disks/DisksPage.tsx', '~/components/QueryTable')).toBeNull()
    expect(violation('components/QueryTable.tsx', '~/api')).toBeNull()
    expect(violation('components/QueryTable.tsx', '~/pages/silo/projects/queries')).toMatch(/upwards/)
    expect(violation('api/client.ts', '~/components/toasts')).toMatch(/upwards/)
    expect(violation('util/format.ts', '~/ui/Badge')).toMatch(/may only import util/)
    expect(violation('ui/Badge.tsx', '~/util/format')).toBeNull()
  })

  it("keeps rooms out of each other's internals but shares their queries", () => {
    expect(violation('pages/project/disks/DisksPage.tsx', '~/pages/project/instances/queries')).toBeNull()
    expect(violation('pages/project/disks/DisksPage.tsx', '~/pages/project/instances/InstancePage')).toMatch(
      /reaches into the room pages\/project\/instances/,
    )
    expect(
      violation('pages/project/instances/create/values.ts', '~/pages/project/instances/instance-sizes'),
    ).toBeNull()
    expect(violation('pages/project/routes.tsx', '~/pages/project/disks/routes')).toBeNull()
    expect(violation('pages/project/disks/DisksPage.tsx', '~/pages/project/instances/routes')).toMatch(
      /reaches/,
    )
  })

  it('refuses climbs, package internals, raw fields, and SWR, Formik or the mock in the wrong place', () => {
    expect(violation('pages/project/disks/DisksPage.tsx', '../instances/queries')).toMatch(/climbs/)
    expect(violation('api/client.ts', 'swr/_internal')).toMatch(/internals/)
    expect(violation('pages/project/disks/DisksPage.tsx', 'swr')).toMatch(/SWR/)
    expect(violation('pages/project/disks/DisksPage.tsx', 'formik')).toMatch(/Formik/)
    expect(violation('components/form/FormCore.tsx', 'formik')).toBeNull()
    expect(violation('pages/project/disks/X.tsx', '~/components/form/fields/TextFieldF')).toMatch(
      /raw form field/,
    )
    expect(violation('pages/project/disks/DisksPage.tsx', '~mock/db')).toMatch(/mock/)
    expect(violation('pages/project/disks/DisksPage.test.tsx', '~mock/db')).toBeNull()
  })

  it('keeps the ~/api index, and so SWR, out of the route tree that every page downloads first', () => {
    expect(violation('pages/project/disks/routes.tsx', '~/api')).toMatch(/~\/api\/query/)
    expect(violation('pages/project/disks/queries.ts', '~/api')).toMatch(/SWR/)
    expect(violation('pages/project/disks/routes.tsx', '~/api/preload')).toBeNull()
    expect(violation('pages/project/disks/DisksPage.tsx', '~/api')).toBeNull()
  })
})
