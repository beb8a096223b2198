import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchChromium } from '../../scripts/launch-chromium.mjs'

/**
 * One headless Debian Chromium per test file; each test gets a fresh context (and so a fresh mock API). The
 * pages are served under the Content-Security-Policy of the embed manifest, and any violation on any page a
 * test opened fails that test, whether or not it checks for problems itself.
 */
export function setupBrowser() {
  let browser: Browser
  const opened: ConsolePage[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(() => {
    const violations = opened.splice(0).flatMap((page) => page.problems.filter(isCspViolation))
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  })
  /**
   * Opens `path` in a new page that records console errors and Content-Security-Policy violations; `locale` sets
   * the browser's language (its `navigator.language` and Accept-Language), en-US unless given.
   */
  async function open(path: string, { locale }: { locale?: string } = {}): Promise<ConsolePage> {
    const context = await browser.newContext({ baseURL: inject('baseURL'), locale })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content.Security.Policy|Refused to/i.test(msg.text())) {
        problems.push(`CSP: ${msg.text()}`)
      }
    })
    const consolePage = Object.assign(page, { problems })
    opened.push(consolePage)
    await page.goto(path)
    return consolePage
  }
  /** Opens `path` as the mock user `username`, whom the mock API then answers every request for. */
  async function openAs(username: string, path: string): Promise<ConsolePage> {
    const page = await open('/device/success')
    await page.context().addCookies([{ name: 'mock-user', value: username, url: new URL(page.url()).origin }])
    await page.goto(path)
    return page
  }
  return { open, openAs }
}

export type ConsolePage = Page & { problems: string[] }

const isCspViolation = (problem: string) => problem.startsWith('CSP: ')

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core on the page as it is now and fails on any WCAG A/AA violation; `context` says where, in the
 * failure message.
 */
export async function expectAccessible(page: Page, context?: string) {
  // colours are judged as they end up, not halfway through a dialog's fade-in (spinners never end: skip them)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  )
  // evaluate() runs outside the page's CSP, so the scanner can load without weakening the policy under test;
  // once per document (a client-side navigation keeps it)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the scanner script just defined
    const axe = (window as any).axe
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      // only violations are reported, so axe need not collect every node that passes
      resultTypes: ['violations'],
    })
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  })
  expect(violations, context).toEqual([])
}

/**
 * Runs the accessibility scan once React Aria's live announcer has dropped what it announced about buttons that
 * are gone: a pending submit button announces itself by reference, and the reference outlives a closed form by
 * a few seconds, so a scan right after a form closes would find a label pointing at nothing.
 */
export async function expectAccessibleSettled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].every((node) =>
        (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => document.getElementById(id)),
      ),
    undefined,
    { timeout: SETTLE_MS },
  )
  await expectAccessible(page)
}

/**
 * How long a condition may take to come true after the action that causes it. Generous, since the suite must also
 * pass on a busy machine; a condition that already holds returns at once.
 */
export const SETTLE_MS = 15_000

/**
 * Asserts on what `read` returns, reading again until the matcher passes or SETTLE_MS are up: the page updates
 * some time after an action, so one read right after it could see the page before the update.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: SETTLE_MS })
}

/**
 * Clicks the label of a radio button or checkbox, as a user does: the input itself is visually hidden behind the
 * label's own drawing of it, so a click aimed at the input would land on the drawing.
 */
export async function choose(input: Locator) {
  await input.locator('xpath=ancestor::label[1]').click()
  await eventually(() => input.isChecked()).toBe(true)
}

/** Fails if the page logged a CSP violation or threw. */
export function expectNoProblems(page: ConsolePage) {
  expect(page.problems).toEqual([])
}
