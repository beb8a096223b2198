// What test-setup.ts does for the test files that render: only those load React, Testing Library and the app.
import '~/ui/happy-dom-fixes'
import { cleanup, configure } from '@testing-library/react'
import { resetApiCache } from '~/api'
import { closeConfirm } from '~/components/confirm'
import { clearToasts } from '~/components/toasts'

// findBy* and waitFor wait for their condition; on a loaded 2-core machine a form can take seconds to render,
// so the deadline is generous (a passing condition returns at once, so this costs nothing when things are fast)
configure({ asyncUtilTimeout: 10_000 })

export function afterEachTest() {
  cleanup()
  resetApiCache()
  clearToasts()
  closeConfirm()
}

/** Says what the file left in the page that cleanup() does not remove (React Aria's live announcer aside). */
export function leftInPage(): string[] {
  const announcer = document.querySelector('[data-live-announcer]')
  return [...document.body.children]
    .filter((element) => element !== announcer)
    .map(
      (element) =>
        `left an element in the page that cleanup() does not remove: ${element.outerHTML.slice(0, 120)}`,
    )
}
