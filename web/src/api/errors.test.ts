// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type ErrorResult, handleResponse } from './__generated__/http-client'
import { ApiError, DEVICE_CODE_INVALID, processServerError } from './errors'

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

/** An error result as the generated client produces it from a real response. */
async function serverError(status: number, body: unknown): Promise<ErrorResult> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const result = await handleResponse(new Response(text, { status }))
  if (result.type === 'success') throw new Error('expected an error result')
  return result
}

const nexusError = (error_code: string | null, message: string) => ({
  error_code,
  message,
  request_id: 'req-123',
})

const clientError = (message: string): ErrorResult => ({
  type: 'client_error',
  response: new Response('', { status: 200 }),
  error: new SyntaxError(message),
  text: 'not json',
})

describe('processServerError', () => {
  it('Forbidden: says the action is not authorized', async () => {
    const result = await serverError(403, nexusError('Forbidden', 'Forbidden'))
    expect(processServerError('projectCreate', result).message).toBe('Action not authorized')
  })

  it('ObjectNotFound: shows the server message capitalised', async () => {
    const result = await serverError(404, nexusError('ObjectNotFound', 'not found: project with name "nope"'))
    expect(processServerError('projectView', result).message).toBe('Not found: project with name "nope"')
  })

  it('ObjectAlreadyExists: names the thing from the server message', async () => {
    const result = await serverError(400, nexusError('ObjectAlreadyExists', 'already exists: project "foo"'))
    expect(processServerError('projectCreate', result).message).toBe('Project name already exists')
  })

  it('ObjectAlreadyExists: reads multi-word things from the server message', async () => {
    const result = await serverError(
      400,
      nexusError('ObjectAlreadyExists', 'already exists: vpc-subnet "sn"'),
    )
    expect(processServerError('vpcSubnetCreate', result).message).toBe('VPC subnet name already exists')
  })

  it('ObjectAlreadyExists: falls back to the word before Create in the method name', async () => {
    const result = await serverError(400, nexusError('ObjectAlreadyExists', 'name is taken'))
    expect(processServerError('vpcSubnetCreate', result).message).toBe('Subnet name already exists')
    expect(processServerError('projectCreate', result).message).toBe('Project name already exists')
  })

  it('ObjectAlreadyExists: without a thing to name, shows the server message', async () => {
    const result = await serverError(400, nexusError('ObjectAlreadyExists', 'name is taken'))
    expect(processServerError('vpcUpdate', result).message).toBe('Name is taken')
  })

  it('unparseable JSON: shows the parse detail capitalised, without line and column', () => {
    const result = clientError('JSON.parse: unexpected character at line 1 column 1 of the JSON data')
    expect(processServerError('projectList', result).message).toBe('Unexpected character')
    const other = clientError('unexpected end of data at line 3 column 14')
    expect(processServerError('projectList', other).message).toBe('Unexpected end of data')
  })

  it('unparseable JSON: works with the error the runtime really throws', async () => {
    const result = await serverError(200, '<html>oops</html>')
    expect(result.type).toBe('client_error')
    const message = processServerError('projectList', result).message
    expect(message).not.toMatch(/line \d+ column \d+/)
    expect(message.charAt(0)).toBe(message.charAt(0).toUpperCase())
    expect(message.length).toBeGreaterThan(0)
  })

  it('unreadable response with no detail: says the response could not be read', () => {
    expect(processServerError('projectList', clientError('')).message).toBe('Error reading API response')
    expect(processServerError('projectList', clientError(' at line 1 column 1')).message).toBe(
      'Error reading API response',
    )
  })

  it('other errors: show the server message capitalised', async () => {
    const result = await serverError(
      400,
      nexusError('InvalidValue', 'invalid value for description: too long'),
    )
    expect(processServerError('projectCreate', result).message).toBe(
      'Invalid value for description: too long',
    )
    const noCode = await serverError(500, nexusError(null, 'internal error'))
    expect(processServerError('projectCreate', noCode).message).toBe('Internal error')
  })

  it('other errors without a message: Unknown server error', async () => {
    const result = await serverError(500, { request_id: 'req-9' })
    expect(processServerError('projectCreate', result).message).toBe('Unknown server error')
    const empty = await serverError(502, '')
    expect(processServerError('projectCreate', empty).message).toBe('Unknown server error')
  })

  it('keeps the code, status and request id on the error', async () => {
    const result = await serverError(404, nexusError('ObjectNotFound', 'not found'))
    const error = processServerError('projectView', result)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ errorCode: 'ObjectNotFound', statusCode: 404, requestId: 'req-123' })
  })

  it('logs the details to the console', async () => {
    const result = await serverError(500, nexusError('Internal', 'boom'))
    processServerError('instanceStart', result)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError.mock.calls[0][0]).toContain('instanceStart')
    expect(consoleError.mock.calls[0][1]).toMatchObject({ statusCode: 500, requestId: 'req-123' })

    processServerError('projectList', clientError('bad'))
    expect(consoleError).toHaveBeenCalledTimes(2)
  })
})

it('device code rejected: Code is invalid', () => {
  expect(DEVICE_CODE_INVALID).toBe('Code is invalid')
})

it('ApiError can be built directly', () => {
  const error = new ApiError({ message: 'Nope', statusCode: 401 })
  expect(error.message).toBe('Nope')
  expect(error.statusCode).toBe(401)
  expect(error.name).toBe('ApiError')
})
