// @vitest-environment node
// The build keeps React Aria's strings of the console's locale only. React Aria picks its strings by the locale
// it is given, so every other locale must fall back to those, never find an empty set and throw (as a German
// browser once did on a row menu). This bundles React Aria's combobox and number field with the build's own
// plugins and renders them for locales the build left out.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { buildOptions, KEPT_LOCALES } from '../esbuild.mjs'
import { CONSOLE_LOCALE } from '../web/src/util/locale.ts'
import { keepsLocale } from './react-aria-locales.mjs'

const root = resolve(import.meta.dirname, '..')

const entry = `
import { renderToString } from 'react-dom/server'
import { I18nProvider } from 'react-aria/I18nProvider'
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'

export const render = (locale) =>
  renderToString(
    <I18nProvider locale={locale}>
      <ComboBox>
        <Label>Instance</Label>
        <Input />
        <Button>open</Button>
      </ComboBox>
      <NumberField defaultValue={1}>
        <Label>Count</Label>
        <Group>
          <Input />
          <Button slot="increment">+</Button>
        </Group>
      </NumberField>
    </I18nProvider>,
  )
`

async function bundle() {
  const { plugins } = buildOptions({ mock: false })
  const result = await esbuild.build({
    stdin: { contents: entry, loader: 'jsx', resolveDir: root },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom'],
    plugins,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text
  // in the checkout, so that React resolves from it as the build's would
  mkdirSync(resolve(root, '.cache'), { recursive: true })
  const file = resolve(root, '.cache', `react-aria-locales-${process.pid}.mjs`)
  writeFileSync(file, code)
  try {
    return { code, ...(await import(pathToFileURL(file).href)) }
  } finally {
    rmSync(file, { force: true })
  }
}

describe("React Aria's strings in the build", () => {
  it('are those of the locale the console gives React Aria', () => {
    expect(keepsLocale('en-US.mjs', ['en-US'])).toBe(true)
    expect(keepsLocale('de-DE.mjs', ['en-US'])).toBe(false)
    expect(keepsLocale('pt-PT.mjs', ['pt'])).toBe(true)
    expect(keepsLocale(`${CONSOLE_LOCALE}.mjs`, KEPT_LOCALES)).toBe(true)
  })

  it('come out in English for any locale asked, left out of the build or not, and never throw', async () => {
    const { code, render } = await bundle()
    // the German strings are not in the build ("Vorschläge anzeigen" is its "Show suggestions")
    expect(code).not.toContain('Vorschl')
    for (const locale of [CONSOLE_LOCALE, 'de-DE', 'ar-AE', 'he-IL', 'ja-JP', 'zh-CN', 'fr-FR', 'sw-KE']) {
      const html = render(locale)
      expect(html, locale).toContain('aria-label="Show suggestions"')
      expect(html, locale).toContain('aria-label="Increase"')
    }
  }, 60_000)
})
