import { afterEach, describe, expect, it, vi } from 'vitest'
import { Api } from './__generated__/Api'
import type { ApiMethod, ApiParams } from './client'
import { describeCall } from './describe-call'

// Any path parameter a method asks for gets a value named after it.
const anyPath = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? `the-${key}` : undefined) })

const paramsFor = () =>
  ({
    path: anyPath,
    query: { project: 'web', limit: 5, sortBy: 'name_ascending', startTime: new Date(0) },
    body: {
      name: 'db',
      sizeInBytes: 1024,
      nested: { ipVersion: 'v4', items: [{ firstAddress: '10.0.0.1' }] },
    },
  }) as unknown as ApiParams<ApiMethod>

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a described request', () => {
  it('is, for every operation of the API, the method, path, query and body the client sends', async () => {
    const sent: { method: string; url: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url, body: init.body })
      return new Response('{}', { status: 200 })
    })
    const client = new Api({ host: '' })
    const methods = Object.keys(client.methods) as ApiMethod[]
    expect(methods.length).toBeGreaterThan(200)
    for (const method of methods) {
      const fn = client.methods[method] as (p: unknown) => Promise<unknown>
      await fn(paramsFor())
      const shown = describeCall(method, paramsFor())
      const wire = sent.at(-1)
      expect({ op: method, ...shown }, method).toEqual({ op: method, ...wire })
    }
    expect(sent).toHaveLength(methods.length)
  })

  it('writes the body as the API reads it: snake_case keys and dates as ISO strings', () => {
    const shown = describeCall('instanceCreate', {
      query: { project: 'web' },
      body: {
        name: 'db',
        description: '',
        hostname: 'db',
        ncpus: 2,
        memory: 1024,
        autoRestartPolicy: 'best_effort',
      } as ApiParams<'instanceCreate'>['body'],
    })
    expect(shown.method).toBe('POST')
    expect(shown.url).toBe('/v1/instances?project=web')
    expect(JSON.parse(shown.body ?? '')).toMatchObject({ auto_restart_policy: 'best_effort', ncpus: 2 })
  })

  it('has no body for a call that sends none, and leaves out query values that are not set', () => {
    const shown = describeCall('instanceStart', { path: { instance: 'db' }, query: { project: 'web' } })
    expect(shown).toEqual({ method: 'POST', url: '/v1/instances/db/start?project=web', body: undefined })
    const listed = describeCall('projectList', { query: { limit: 10, pageToken: undefined } })
    expect(listed.url).toBe('/v1/projects?limit=10')
  })
})
