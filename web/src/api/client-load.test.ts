import { afterEach, expect, it, vi } from 'vitest'
import { setupMockServer } from '~mock/node'

setupMockServer()

afterEach(() => {
  vi.doUnmock('./instance')
  vi.resetModules()
  vi.restoreAllMocks()
})

it('reports a client that cannot be downloaded as an unreachable API, and downloads it again on the next call', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let offline = true
  vi.resetModules() // the client as a fresh page has it: not downloaded yet
  vi.doMock('./instance', async (importOriginal) => {
    if (offline) throw new TypeError('Failed to fetch dynamically imported module')
    return importOriginal()
  })
  const { callApi } = await import('./client')
  const { API_UNREACHABLE } = await import('./errors')
  const failed = await callApi('projectView', { path: { project: 'web-frontend' } }).catch((e) => e)
  expect(failed.message).toBe(API_UNREACHABLE)

  offline = false
  const project = await callApi('projectView', { path: { project: 'web-frontend' } })
  expect(project.name).toBe('web-frontend')
})
