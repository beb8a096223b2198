// React Aria and React Stately import their built-in strings (a dialog's "Dismiss", a combobox's "Show
// suggestions") for ~35 locales. The console is English-only, so every other locale's module is replaced by
// an empty one at build time. (Adobe's optimize-locales plugin does the same, but its esbuild adapter fails to
// load its replacement module with the esbuild version we use.)
const LOCALE_FILE = /[/\\]([a-z]{2})-[A-Z]{2}\.m?js$/
const ARIA_PACKAGE =
  /[/\\](react-aria|react-stately|react-aria-components|@react-aria|@react-stately|@internationalized)[/\\]/

/** @returns {import('esbuild').Plugin} */
export function englishOnly() {
  return {
    name: 'english-only',
    setup(build) {
      build.onResolve({ filter: /[a-z]{2}-[A-Z]{2}(\.m?js)?$/ }, ({ path, importer }) => {
        const lang = path.match(LOCALE_FILE)?.[1] ?? path.match(/([a-z]{2})-[A-Z]{2}$/)?.[1]
        if (!lang || lang === 'en' || !ARIA_PACKAGE.test(importer)) return undefined
        return { path, namespace: 'empty-locale' }
      })
      build.onLoad({ filter: /.*/, namespace: 'empty-locale' }, () => ({
        contents: 'export default {}',
        loader: 'js',
      }))
    },
  }
}
