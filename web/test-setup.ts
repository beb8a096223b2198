import '~/ui/happy-dom-fixes'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetApiCache } from '~/api'
import { clearToasts } from '~/components/toasts'

// findBy* and waitFor wait for their condition; on a loaded 2-core machine a form can take seconds to render,
// so the deadline is generous (a passing condition returns at once, so this costs nothing when things are fast)
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  resetApiCache()
  clearToasts()
})
