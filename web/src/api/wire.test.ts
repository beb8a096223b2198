// @vitest-environment node
/**
 * The wire conventions the rest of the app relies on, proven against the generated client talking
 * HTTP to a stub server: what goes out (snake_case, query encoding, headers) and what comes back
 * (camelCase, dates, error results).
 */
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { DEFAULT_PAGE_SIZE } from '~/util/constants'
import { Api } from './__generated__/Api'

const HOST = 'http://nexus.test'
const api = new Api({ host: HOST })

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Answers `method path` with `body` and records the request it got. */
function stub(method: 'get' | 'post', path: string, body: unknown = {}, init?: ResponseInit) {
  const seen: { request?: Request; json?: unknown } = {}
  server.use(
    http[method](`${HOST}${path}`, async ({ request }) => {
      seen.request = request.clone()
      const text = await request.text()
      seen.json = text ? JSON.parse(text) : undefined
      return typeof body === 'string' ? new HttpResponse(body, init) : HttpResponse.json(body as object, init)
    }),
  )
  return seen
}

describe('requests', () => {
  it('send snake_case bodies', async () => {
    const seen = stub('post', '/v1/me/ssh-keys')
    await api.methods.currentUserSshKeyCreate({
      body: { name: 'laptop', description: 'my key', publicKey: 'ssh-ed25519 AAAA' },
    })
    expect(seen.json).toEqual({ name: 'laptop', description: 'my key', public_key: 'ssh-ed25519 AAAA' })
  })

  it('snake_case nested keys and send dates as ISO strings', async () => {
    const seen = stub('post', '/v1/anything')
    await api.request({
      path: '/v1/anything',
      method: 'POST',
      body: { outerKey: { innerKey: [{ deepKey: 1 }] }, startTime: new Date('2025-10-08T12:00:00Z') },
    })
    expect(seen.json).toEqual({
      outer_key: { inner_key: [{ deep_key: 1 }] },
      start_time: '2025-10-08T12:00:00.000Z',
    })
  })

  it('send limit and page_token, with snake_case query keys', async () => {
    const seen = stub('get', '/v1/projects', { items: [], next_page: null })
    await api.methods.projectList({
      query: { limit: DEFAULT_PAGE_SIZE, pageToken: 'tok-1', sortBy: 'name_ascending' },
    })
    const url = new URL(must(seen.request, 'request').url)
    expect(url.search).toBe('?limit=50&page_token=tok-1&sort_by=name_ascending')
  })

  it('leave null and undefined values out of the query', async () => {
    const seen = stub('get', '/v1/projects', { items: [], next_page: null })
    await api.methods.projectList({ query: { limit: undefined, pageToken: null } })
    expect(new URL(must(seen.request, 'request').url).search).toBe('')
  })

  it('repeat array values in the query', async () => {
    const seen = stub('get', '/v1/anything')
    await api.request({ path: '/v1/anything', method: 'GET', query: { someIds: ['a', 'b c'], n: 0 } })
    expect(new URL(must(seen.request, 'request').url).search).toBe('?some_ids=a&some_ids=b%20c&n=0')
  })

  it('carry the API version header', async () => {
    const seen = stub('get', '/v1/me', {})
    await api.methods.currentUserView({})
    expect(must(seen.request, 'request').headers.get('api-version')).toBe('20251008.0.0')
    expect(must(seen.request, 'request').headers.get('content-type')).toBe('application/json')
    expect(must(seen.request, 'request').headers.get('authorization')).toBeNull()
  })

  it('turn a bearer token into an Authorization header', async () => {
    const seen = stub('get', '/v1/me', {})
    await new Api({ host: HOST, token: 'oxide-token-abc' }).methods.currentUserView({})
    expect(must(seen.request, 'request').headers.get('authorization')).toBe('Bearer oxide-token-abc')
    expect(must(seen.request, 'request').headers.get('api-version')).toBe('20251008.0.0')
  })
})

describe('responses', () => {
  const instance = {
    id: 'b3e9d3a4-0000-4000-8000-000000000001',
    name: 'db1',
    description: '2025-10-08T12:00:00Z',
    hostname: 'db1',
    project_id: 'p-1',
    run_state: 'running',
    auto_restart_enabled: true,
    auto_restart_cooldown_expiration: '2025-10-08T13:00:00Z',
    time_created: '2025-10-01T00:00:00Z',
    time_modified: '2025-10-02T00:00:00.123Z',
    time_run_state_updated: '2025-10-03T00:00:00Z',
    memory: 1073741824,
    ncpus: 2,
  }

  it('come back camelCase', async () => {
    stub('get', '/v1/instances/db1', instance)
    const result = await api.methods.instanceView({ path: { instance: 'db1' }, query: { project: 'p' } })
    if (result.type !== 'success') throw new Error(`expected success, got ${result.type}`)
    expect(result.data).toMatchObject({ projectId: 'p-1', runState: 'running', autoRestartEnabled: true })
    expect(result.data).not.toHaveProperty('project_id')
  })

  it('turn *_expiration and time fields into Dates', async () => {
    stub('get', '/v1/instances/db1', instance)
    const result = await api.methods.instanceView({ path: { instance: 'db1' }, query: { project: 'p' } })
    if (result.type !== 'success') throw new Error(`expected success, got ${result.type}`)
    expect(result.data.autoRestartCooldownExpiration).toEqual(new Date('2025-10-08T13:00:00Z'))
    expect(result.data.timeCreated).toEqual(new Date('2025-10-01T00:00:00Z'))
    expect(result.data.timeModified).toEqual(new Date('2025-10-02T00:00:00.123Z'))
  })

  it('turn *_time and timestamp into Dates, nested too, and leave other strings alone', async () => {
    stub('get', '/v1/anything', {
      start_time: '2025-10-08T12:00:00Z',
      measurements: [{ timestamp: '2025-10-08T12:00:01Z', datum: 1 }],
      description: '2025-10-08T12:00:00Z',
      note_time: 'yesterday',
      hold_time: 6,
    })
    const result = await api.request<Record<string, unknown>>({ path: '/v1/anything', method: 'GET' })
    if (result.type !== 'success') throw new Error(`expected success, got ${result.type}`)
    expect(result.data).toEqual({
      startTime: new Date('2025-10-08T12:00:00Z'),
      measurements: [{ timestamp: new Date('2025-10-08T12:00:01Z'), datum: 1 }],
      description: '2025-10-08T12:00:00Z',
      noteTime: 'yesterday',
      holdTime: 6,
    })
  })

  it('are errors with camelCase bodies when the status is not ok', async () => {
    stub(
      'get',
      '/v1/projects/nope',
      { error_code: 'ObjectNotFound', message: 'not found: project', request_id: 'r-1' },
      { status: 404 },
    )
    const result = await api.methods.projectView({ path: { project: 'nope' } })
    expect(result.type).toBe('error')
    expect(result.response.status).toBe(404)
    if (result.type === 'error') {
      expect(result.data).toEqual({
        errorCode: 'ObjectNotFound',
        message: 'not found: project',
        requestId: 'r-1',
      })
    }
  })

  it('are client errors when the body is not JSON', async () => {
    stub('get', '/v1/me', '<html>gateway timeout</html>', { status: 200 })
    const result = await api.methods.currentUserView({})
    expect(result.type).toBe('client_error')
    if (result.type === 'client_error') {
      expect(result.text).toBe('<html>gateway timeout</html>')
      expect(result.error).toBeInstanceOf(SyntaxError)
    }
  })

  it('treat an empty success body as an empty object', async () => {
    stub('post', '/v1/instances/db1/start', '', { status: 202 })
    const result = await api.methods.instanceStart({ path: { instance: 'db1' }, query: { project: 'p' } })
    expect(result.type).toBe('success')
  })
})
