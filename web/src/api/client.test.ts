import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { callApi } from './client'
import { API_UNREACHABLE, ApiError } from './errors'

setupMockServer()

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

describe('callApi', () => {
  it('resolves with the data of a successful call', async () => {
    const project = await callApi('projectView', { path: { project: 'web-frontend' } })
    expect(project.name).toBe('web-frontend')
  })

  it('rejects with the catalogue’s message and the request id when the API answers with an error', async () => {
    setMockFaults('projectView=500')
    const error = await callApi('projectView', { path: { project: 'web-frontend' } }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Internal Server Error', statusCode: 500 })
    expect(error.requestId).toEqual(expect.any(String))
  })

  it('rejects with a message a user can act on when no response comes back at all', async () => {
    setMockFaults('network-error=projectView')
    const error = await callApi('projectView', { path: { project: 'web-frontend' } }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(API_UNREACHABLE)
    expect(error.statusCode).toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith('projectView got no response', expect.anything())
  })
})
