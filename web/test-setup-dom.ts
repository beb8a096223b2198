// What test-setup.ts does for the test files that render: only those load React, Testing Library and the app.
import '~/ui/happy-dom-fixes'
import { cleanup, configure } from '@testing-library/react'
import { resetApiCache } from '~/api'
import { closeConfirm } from '~/components/confirm'
import { closeRequests } from '~/components/show-request/requests-dialog'
import { clearToasts } from '~/components/toasts'

// findBy* and waitFor wait for their condition; on a loaded 2-core machine a form can take seconds to render,
// so the deadline is generous (a passing condition returns at once, so this costs nothing when things are fast)
configure({ asyncUtilTimeout: 10_000 })

export function afterEachTest() {
  cleanup()
  resetApiCache()
  clearToasts()
  closeConfirm()
  closeRequests()
}

type HappyDomWindow = Window & { happyDOM?: { abort(): Promise<void>; setURL(url: string): void } }
const page = window as HappyDomWindow
const startUrl = page.location.href

/** Leaves the page as a fresh one would be; says what the file left in it that cleanup() does not remove. */
export async function leavePageFresh(): Promise<string[]> {
  // what the file started and never saw end (a retry, a toast's timeout, a request) must not land in the next
  await page.happyDOM?.abort()
  // React Aria's live announcer stays in the body for the life of the page; its messages belong to this file
  const announcer = document.querySelector('[data-live-announcer]')
  for (const log of announcer?.children ?? []) log.replaceChildren()
  const leftovers = [
    ...[...document.body.children].filter((element) => element !== announcer),
    // the title is reset below; anything else in the head a test put there itself
    ...[...document.head.children].filter((element) => element.tagName !== 'TITLE'),
  ]
  for (const element of leftovers) element.remove()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim()
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookieStore.delete() leaves the cookie in place
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
  document.title = ''
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name)
  if (page.location.href !== startUrl) page.happyDOM?.setURL(startUrl)
  return leftovers.map(
    (element) =>
      `left an element in the page that cleanup() does not remove: ${element.outerHTML.slice(0, 120)}`,
  )
}
