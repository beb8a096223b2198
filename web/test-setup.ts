import '~/ui/happy-dom-fixes'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetApiCache } from '~/api'
import { clearToasts } from '~/components/toasts'

afterEach(() => {
  cleanup()
  resetApiCache()
  clearToasts()
})
