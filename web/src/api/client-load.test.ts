import { afterEach, expect, it, vi } from 'vitest'
import { setupMockServer } from '~mock/node'

setupMockServer()

afterEach(() => {
  vi.doUnmock('./instance')
  vi.doUnmock('~/util/new-code')
  vi.resetModules()
  vi.restoreAllMocks()
})

it('reports a client whose code did not arrive as an unreachable API, and loads the page again for it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const reload = vi.fn(() => true)
  vi.resetModules() // the client as a fresh page has it: not downloaded yet
  vi.doMock('./instance', () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/chunk-instance.js')
  })
  // (the module system wraps the failure; new-code.test.ts tells the browsers' own errors apart)
  vi.doMock('~/util/new-code', () => ({ isCodeLoadError: () => true, reloadForNewCode: reload }))
  const { callApi } = await import('./client')
  const { API_UNREACHABLE } = await import('./errors')
  const failed = await callApi('projectView', { path: { project: 'web-frontend' } }).catch((e) => e)
  expect(failed.message).toBe(API_UNREACHABLE)
  // a browser keeps the failed module as failed: only a fresh load of the page brings the client
  expect(reload).toHaveBeenCalledTimes(1)
})
