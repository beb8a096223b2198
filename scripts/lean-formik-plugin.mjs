// Formik brings lodash's general clone, which copies maps, sets, typed arrays, buffers and symbols (with the
// caches that go with them), and hoist-non-react-statics with react-is for its `connect` and `withFormik`
// wrappers. Form values are plain objects, arrays, strings, numbers and dates, and the console uses neither
// wrapper, so the build gives Formik smaller helpers that do the same for those values
// (web/src/components/form/formik-lodash/) and lets esbuild drop the statics helper while nothing calls it.
// Together about 7 KiB of gzip less on every page with a form. The unit tests run Formik the same way
// (vitest.config.ts).
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const helpers = 'web/src/components/form/formik-lodash'

/** Formik's lodash imports, each with the module that stands in for it. */
export const formikLodash = {
  'lodash-es/clone': resolve(root, helpers, 'clone.ts'),
  'lodash-es/cloneDeep': resolve(root, helpers, 'clone-deep.ts'),
  'lodash-es/isPlainObject': resolve(root, helpers, 'is-plain-object.ts'),
  'lodash-es/toPath': resolve(root, helpers, 'to-path.ts'),
}

/** The module that stands in for a lodash import of Formik's; an import not replaced here is an error. */
export function formikLodashStandIn(path) {
  if (!Object.hasOwn(formikLodash, path)) {
    throw new Error(`Formik imports ${path}, which lean-formik-plugin.mjs does not replace`)
  }
  return formikLodash[path]
}

const FORMIK = /[/\\]node_modules[/\\]formik[/\\]/

/** @returns {import('esbuild').Plugin} */
export function leanFormik() {
  return {
    name: 'lean-formik',
    setup(build) {
      build.onResolve({ filter: /^lodash-es\// }, ({ path, importer }) => {
        if (!FORMIK.test(importer)) return undefined
        return { path: formikLodashStandIn(path) }
      })
      // the package has no "sideEffects" field, so without this esbuild keeps it even when nothing calls it
      build.onResolve(
        { filter: /^hoist-non-react-statics$/ },
        async ({ path, importer, kind, resolveDir, pluginData }) => {
          if (pluginData?.leanFormik) return undefined
          const resolved = await build.resolve(path, {
            importer,
            kind,
            resolveDir,
            pluginData: { leanFormik: true },
          })
          return { ...resolved, sideEffects: false }
        },
      )
    },
  }
}
