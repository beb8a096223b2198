// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { endpointProblem, isPlainHttp, NOT_A_URL, NOT_HTTP, PLAIN_HTTP } from './endpoint-checks'

describe('the endpoint of a webhook receiver', () => {
  it('takes a whole https URL, with a port, path and query', () => {
    expect(endpointProblem('https://events.pagerduty.example.com/integration/9f2c/enqueue', false)).toBeNull()
    expect(endpointProblem('  https://hooks.example.com:8443/oxide?team=ops  ', false)).toBeNull()
  })

  it('is required', () => {
    expect(endpointProblem('', false)).toBe('Endpoint is required')
    expect(endpointProblem('   ', true)).toBe('Endpoint is required')
  })

  it('must be a URL with a scheme and a host', () => {
    expect(endpointProblem('hooks.example.com/oxide', false)).toBe(NOT_A_URL)
    expect(endpointProblem('https://', false)).toBe(NOT_A_URL)
    expect(endpointProblem('https:/oxide', true)).not.toBeNull()
    expect(endpointProblem('not a url', true)).toBe(NOT_A_URL)
  })

  it('refuses schemes other than http and https', () => {
    expect(endpointProblem('ftp://files.example.com/alerts', true)).toBe(NOT_HTTP)
    expect(endpointProblem('mailto:ops@example.com', true)).toBe(NOT_A_URL)
  })

  it('refuses plain http with the reason until the user confirms it', () => {
    const http = 'http://collector.compliance.example.internal:8080/oxide/alerts'
    expect(isPlainHttp(http)).toBe(true)
    expect(isPlainHttp('https://hooks.example.com')).toBe(false)
    expect(isPlainHttp('http:nothing')).toBe(false)
    expect(endpointProblem(http, false)).toBe(PLAIN_HTTP)
    expect(PLAIN_HTTP).toMatch(/unencrypted/)
    expect(endpointProblem(http, true)).toBeNull()
    // the scheme is case-insensitive
    expect(endpointProblem('HTTP://collector.example.com/alerts', false)).toBe(PLAIN_HTTP)
  })
})
