import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { eventually, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()
const headers: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../embed/headers.json', import.meta.url), 'utf8'),
)

describe('the console as its embed manifest serves it', () => {
  it('runs under the manifest’s Content-Security-Policy and headers', async () => {
    const page = await browser.open('/projects')
    const response = await page.request.get('/projects')
    for (const [name, value] of Object.entries(headers))
      expect(response.headers()[name.toLowerCase()]).toBe(value)
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    expectNoProblems(page)
  })

  it('reports what the policy blocks, so a violation anywhere fails its test', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    // evaluate() itself runs outside the policy; the script element it adds does not
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.title = "injected"'
      document.head.append(script)
    })
    await eventually(() => page.problems.some((p) => /^CSP: .*inline script/i.test(p))).toBe(true)
    expect(await page.title()).not.toBe('injected')
    // this test caused the violation on purpose: it must not fail on it
    page.problems.length = 0
  })

  it('answers an unknown page with the app and a 404, and an unknown asset with a plain 404', async () => {
    const page = await browser.open('/projects')
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    const asset = await page.request.get('/assets/chunk-GONE-ABCDEFGH.js')
    expect(asset.status()).toBe(404)
    expect(await asset.text()).toBe('Not found')
    expectNoProblems(page)
  })
})
