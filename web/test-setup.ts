import './src/ui/happy-dom-fixes'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetApiCache } from './src/api'
import { clearToasts } from './src/components/toasts'

afterEach(() => {
  cleanup()
  resetApiCache()
  clearToasts()
})
