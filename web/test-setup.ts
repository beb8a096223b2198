import './src/ui/happy-dom-fixes'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearApiCache } from './src/api/client'
import { clearToasts } from './src/components/toasts'

afterEach(() => {
  cleanup()
  clearApiCache()
  clearToasts()
})
