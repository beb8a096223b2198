import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { launchChromium } from '../../scripts/launch-chromium.mjs'

/**
 * One headless Debian Chromium per test worker, and in it one page per browser language that the tests take
 * turns on, file after file, as one user's tab goes from task to task: starting Chromium and opening a tab cost
 * headless Chromium several times what loading the console does (the browser project runs its files with
 * `isolate: false`, so this module and what it holds outlive a file). Each test still starts from scratch: its
 * first `open` loads the console afresh in that page (so the in-browser mock API starts again from its seed
 * data), with the cookies, permissions, local and session storage and page listeners an earlier test left gone.
 * A second `open` in the same test gets a page of its own, closed when the test ends; a page opened outside a
 * test (a walk's page, in `beforeAll`) is the file's alone until the file ends.
 *
 * The mock API answers at once (`mock-delay` 0) unless a test asks for the preview's own delay with `slowApi`:
 * a flow that does not look at a request in flight would only wait longer for the same screens.
 *
 * The pages are served under the Content-Security-Policy of the embed manifest, and any violation on any page a
 * test opened fails that test, whether or not it checks for problems itself.
 */
let chromium: Promise<Browser> | undefined

function theWorkersChromium() {
  chromium ??= launchChromium()
  return chromium
}

/** Playwright's window size for a new page. */
const VIEWPORT = { width: 1280, height: 720 }

/**
 * The page each browser language's tests take turns on, and who holds it now: a test, the file (a walk), or
 * nobody. Chromium goes with the worker: it ends when the pipe to this process closes.
 */
const shared = new Map<string, { page: Page; holder: 'test' | 'file' | null }>()

export function setupBrowser() {
  let inTest = false
  const opened: ConsolePage[] = []
  /** Pages only this test uses, closed when it ends, and pages only this file uses, closed when it ends. */
  const testPages: Page[] = []
  const filePages: Page[] = []
  beforeAll(async () => {
    await theWorkersChromium()
  })
  afterAll(async () => {
    for (const entry of shared.values()) if (entry.holder === 'file') entry.holder = null
    await Promise.all(filePages.splice(0).map((page) => page.context().close()))
  })
  beforeEach(() => {
    inTest = true
  })
  afterEach(async () => {
    inTest = false
    for (const entry of shared.values()) if (entry.holder === 'test') entry.holder = null
    await Promise.all(testPages.splice(0).map((page) => page.context().close()))
    const violations = opened.splice(0).flatMap((page) => page.problems.filter(isCspViolation))
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  })

  async function newPage(locale: string | undefined) {
    const browser = await theWorkersChromium()
    const context = await browser.newContext({ baseURL: inject('baseURL'), locale, viewport: VIEWPORT })
    // before any of the console's code reads it, in every document of the context; `slowApi` takes it out
    await context.addInitScript(() => {
      try {
        if (!sessionStorage.getItem('slow-api')) localStorage.setItem('mock-delay', '0')
      } catch {
        // a document without storage of its own (about:blank) makes no calls
      }
    })
    return context.newPage()
  }

  /** A page this test (or, outside a test, this file) has to itself, closed when it ends. */
  async function ownPage(locale: string | undefined) {
    const page = await newPage(locale)
    ;(inTest ? testPages : filePages).push(page)
    return page
  }

  /** The language's shared page, emptied of what the last holder left, or a page of its own if it is taken. */
  async function pageFor(locale: string | undefined): Promise<Page> {
    const holder = inTest ? 'test' : 'file'
    const key = locale ?? ''
    const entry = shared.get(key)
    if (!entry) {
      const page = await newPage(locale)
      shared.set(key, { page, holder })
      return page
    }
    if (entry.holder) return ownPage(locale)
    entry.holder = holder
    const { page } = entry
    page.removeAllListeners()
    await Promise.all(
      page
        .context()
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    )
    // leave what the last test had open, agreeing to leave a form with unsaved input, for a document of the
    // same origin that runs no code: the tab's session storage can only be reached from there, and emptied only
    // once the last page is gone, as the router saves its scroll positions in it when a page is left (the next
    // page would scroll to where the last one's first page was)
    page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
    await page.goto('/favicon.svg')
    await page.evaluate(() => sessionStorage.clear())
    page.removeAllListeners()
    // the window size a new page has, if a test changed it
    await page.setViewportSize(VIEWPORT)
    const context = page.context()
    await context.clearCookies()
    await context.clearPermissions()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(inject('baseURL')).origin,
      // and the mock's service worker, which a fresh tab registers anew rather than updating the last test's
      storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
    })
    await cdp.detach()
    return page
  }

  /**
   * Opens `path` in a page that records console errors and Content-Security-Policy violations; `locale` sets
   * the browser's language (its `navigator.language` and Accept-Language), en-US unless given; `slowApi` keeps
   * the preview's delay of a few hundred milliseconds on every call to the mock API; `viewport` sizes the window
   * before the page loads (a phone's, say), 1280 by 720 unless given.
   */
  async function open(
    path: string,
    {
      locale,
      slowApi = false,
      viewport,
    }: { locale?: string; slowApi?: boolean; viewport?: { width: number; height: number } } = {},
  ): Promise<ConsolePage> {
    // a page of another origin (a server in front of the test server, gone after the test) gets a context of
    // its own, so the service worker it registers never outlives that server in the shared page's context
    const elsewhere = new URL(path, inject('baseURL')).origin !== new URL(inject('baseURL')).origin
    const page = elsewhere ? await ownPage(locale) : await pageFor(locale)
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content.Security.Policy|Refused to/i.test(msg.text())) {
        problems.push(`CSP: ${msg.text()}`)
      }
    })
    const consolePage = Object.assign(page, { problems })
    opened.push(consolePage)
    if (slowApi) {
      await page.goto('/device/success')
      await page.evaluate(() => {
        sessionStorage.setItem('slow-api', '1')
        localStorage.removeItem('mock-delay')
      })
    }
    if (viewport) await page.setViewportSize(viewport)
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
 * The scan's rules whose verdict a colour theme can change; the others read only the document, which is the same
 * in every theme.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe-core on the page as it is now and fails on any WCAG A/AA violation; `context` says where, in the
 * failure message; `rules` limits the scan to those rules.
 */
export async function expectAccessible(page: Page, context?: string, rules?: string[]) {
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
  const violations = await page.evaluate(async (only) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the scanner script just defined
    const axe = (window as any).axe
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      // only violations are reported, so axe need not collect every node that passes
      resultTypes: ['violations'],
    })
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  }, rules)
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
