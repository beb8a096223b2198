import '~/ui/happy-dom-fixes'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { resetApiCache } from '~/api'
import { closeConfirm } from '~/components/confirm'
import { clearToasts } from '~/components/toasts'

// findBy* and waitFor wait for their condition; on a loaded 2-core machine a form can take seconds to render,
// so the deadline is generous (a passing condition returns at once, so this costs nothing when things are fast)
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  resetApiCache()
  clearToasts()
  closeConfirm()
})

// The files a worker runs share one page and one set of modules (`isolate: false` in vitest.config.ts), so each
// file leaves the page as a fresh one would be, and a file that leaves more behind fails here, naming it.
type HappyDomWindow = Window & { happyDOM?: { abort(): Promise<void>; setURL(url: string): void } }
const page = globalThis.window as HappyDomWindow | undefined
const startUrl = page?.location.href

afterAll(async () => {
  if (vi.isFakeTimers())
    throw new Error('this file left fake timers on: call vi.useRealTimers() in an afterEach')
  if (!page) return
  // what the file started and never saw end (a retry, a toast's timeout, a request) must not land in the next
  await page.happyDOM?.abort()
  const { document } = page
  // React Aria's live announcer stays in the body for the life of the page; its messages belong to this file
  const announcer = document.querySelector('[data-live-announcer]')
  for (const log of announcer?.children ?? []) log.replaceChildren()
  const leftovers = [...document.body.children].filter((element) => element !== announcer)
  if (leftovers.length) {
    const what = leftovers.map((element) => element.outerHTML.slice(0, 120)).join('\n')
    for (const element of leftovers) element.remove()
    throw new Error(`this file left elements in the page that cleanup() does not remove:\n${what}`)
  }
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
  document.title = ''
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name)
  if (startUrl && page.location.href !== startUrl) page.happyDOM?.setURL(startUrl)
})
