// React Aria and React Stately ship their built-in strings (a combobox's "Show suggestions", a dialog's
// "Dismiss") in about 35 locales, each locale a module of its own. The console gives React Aria one locale
// (web/src/util/locale.ts), so the build keeps that one's and leaves the others out: each resolves to a module whose default export is
// undefined, which React Aria's string dictionary drops, so a lookup in any other locale falls back to en-US.
// (An empty object in its place would count as that locale's strings, and every lookup in it would throw.)
// Adobe's optimize-locales plugin does the same for Vite and webpack; through unplugin, its esbuild adapter puts
// its replacement module in a namespace that nothing loads, so the build fails with it.
const LOCALE_MODULE = /(^|[/\\])([a-z]{2})-([A-Z]{2})(\.m?js)?$/
const REACT_ARIA = /[/\\](react-aria|react-stately|react-aria-components|@react-aria|@react-stately)[/\\]/

/** Whether a locale module (`ar-AE.mjs`) is one the build keeps: a locale of `kept`, or of its language alone. */
export function keepsLocale(specifier, kept) {
  const match = LOCALE_MODULE.exec(specifier)
  if (!match) return true
  const [, , language, region] = match
  return kept.some((locale) => {
    const [l, r] = locale.split('-')
    return l === language && (!r || r === region)
  })
}

/**
 * @param {string[]} kept the locales whose strings stay, e.g. ['en-US']
 * @returns {import('esbuild').Plugin}
 */
export function reactAriaLocales(kept) {
  return {
    name: 'react-aria-locales',
    setup(build) {
      build.onResolve({ filter: LOCALE_MODULE }, ({ path, importer }) =>
        REACT_ARIA.test(importer) && !keepsLocale(path, kept)
          ? { path, namespace: 'left-out-locale' }
          : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'left-out-locale' }, () => ({
        contents: 'export default undefined',
        loader: 'js',
      }))
    },
  }
}
