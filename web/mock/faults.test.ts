// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, importFresh } from '~mock/toolkit/test-kit'
import {
  currentFaults,
  FAULTS_ENV_VAR,
  operationFor,
  parseFaults,
  resetMockFaults,
  setMockFaults,
} from './faults'
import { setupMockServer } from './node'

setupMockServer()

afterEach(() => {
  resetMockFaults()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Resolves with 'pending' if the promise has not settled after `ms`. */
function settledWithin(promise: Promise<unknown>, ms: number) {
  const settled = promise.then(
    () => 'settled',
    () => 'settled',
  )
  return Promise.race([settled, new Promise((resolve) => setTimeout(() => resolve('pending'), ms))])
}

describe('parseFaults', () => {
  test('reads every kind of entry', () => {
    const { rules, errors } = parseFaults(
      'projectList=503, instance_start=500,/v1/system=502,random=0.1,random=0.2:503,hang=siloList,hang=0.05,' +
        'network-error=/v1/projects,network-error=0.3',
    )
    expect(errors).toEqual([])
    expect(rules).toEqual([
      { kind: 'fail', target: { operation: 'projectList' }, status: 503, text: 'projectList=503' },
      { kind: 'fail', target: { operation: 'instanceStart' }, status: 500, text: 'instance_start=500' },
      { kind: 'fail', target: { prefix: '/v1/system' }, status: 502, text: '/v1/system=502' },
      { kind: 'random-fail', share: 0.1, status: 500, text: 'random=0.1' },
      { kind: 'random-fail', share: 0.2, status: 503, text: 'random=0.2:503' },
      { kind: 'hang', target: { operation: 'siloList' }, text: 'hang=siloList' },
      { kind: 'random-hang', share: 0.05, text: 'hang=0.05' },
      { kind: 'network-error', target: { prefix: '/v1/projects' }, text: 'network-error=/v1/projects' },
      { kind: 'random-network-error', share: 0.3, text: 'network-error=0.3' },
    ])
  })

  test('describes bad entries and keeps the good ones', () => {
    const { rules, errors } = parseFaults(
      'projectLst=503,projectList=200,random=2,hang=nope,oops,network-error=1.5,network-error=,ping=500',
    )
    expect(rules).toHaveLength(1)
    expect(errors).toEqual([
      '"projectLst=503": unknown operation "projectLst"',
      '"projectList=200": the status must be 400 to 599',
      '"random=2": the share must be a number from 0 to 1',
      '"hang=nope": unknown operation "nope"',
      '"oops": expected <operation or /path>=<status>, random=<share>, hang=<target or share> or network-error=<target or share>',
      '"network-error=1.5": unknown operation "1.5"',
      '"network-error=": expected <operation or /path>=<status>, random=<share>, hang=<target or share> or network-error=<target or share>',
    ])
    expect(() => setMockFaults('projectLst=503')).toThrow('unknown operation "projectLst"')
  })

  test('an empty spec means no faults', () => {
    expect(parseFaults(' , ')).toEqual({ rules: [], errors: [] })
  })
})

describe('operationFor', () => {
  test.each([
    ['GET', '/v1/projects', 'projectList'],
    ['POST', '/v1/projects', 'projectCreate'],
    ['GET', '/v1/projects/web-frontend', 'projectView'],
    ['DELETE', '/v1/projects/5f0f30a4-59c8-432c-8e7f-0453e0a5fbf0', 'projectDelete'],
    ['POST', '/v1/instances/db-1/start', 'instanceStart'],
    ['GET', '/v1/system/ip-pools-service', 'ipPoolServiceView'],
    ['POST', '/v1/login/engineering/local', 'loginLocal'],
    ['POST', '/device/auth', 'deviceAuthRequest'],
    ['HEAD', '/experimental/v1/system/support-bundles/b/download', 'supportBundleHead'],
  ])('%s %s is %s', (method, path, operation) => {
    expect(operationFor(method, path)).toBe(operation)
  })

  test('is null for what the API does not have', () => {
    expect(operationFor('PATCH', '/v1/projects')).toBeNull()
    expect(operationFor('GET', '/v1/projects/')).toBeNull()
    expect(operationFor('GET', '/assets/app.js')).toBeNull()
  })
})

describe('fault switch', () => {
  test('fails the chosen operation with the chosen status, in the API error shape', async () => {
    setMockFaults('projectList=503')
    const list = await api.methods.projectList({})
    expect(list.response.status).toBe(503)
    expect(list.response.headers.get('x-mock-fault')).toBe('projectList=503')
    expect(list.type === 'error' && list.data).toMatchObject({
      errorCode: 'ServiceNotAvailable',
      message: 'Service Unavailable',
      requestId: expect.any(String),
    })
    // other operations, even on the same path, are untouched
    expect((await api.methods.projectView({ path: { project: 'sandbox' } })).response.status).toBe(200)
    const created = await api.methods.projectCreate({ body: { name: 'faulty', description: '' } })
    expect(created.response.status).toBe(201)
  })

  test('fails every request under a path prefix', async () => {
    setMockFaults('/v1/system=500')
    const silos = await api.methods.siloList({})
    expect(silos.response.status).toBe(500)
    expect(silos.type === 'error' && silos.data.errorCode).toBe('Internal')
    expect((await api.methods.projectList({})).response.status).toBe(200)
  })

  test('fails a random share of /v1 requests', async () => {
    const random = vi.spyOn(Math, 'random')
    setMockFaults('random=0.1')
    random.mockReturnValue(0.05)
    expect((await api.methods.projectList({})).response.status).toBe(500)
    random.mockReturnValue(0.5)
    expect((await api.methods.projectList({})).response.status).toBe(200)

    setMockFaults('random=1:503')
    expect((await api.methods.currentUserView({})).response.status).toBe(503)
    setMockFaults('random=0')
    expect((await api.methods.currentUserView({})).response.status).toBe(200)
  })

  test('hangs the chosen operation until the caller aborts', async () => {
    setMockFaults('hang=projectList')
    const controller = new AbortController()
    const pending = api.methods.projectList({}, { signal: controller.signal })
    expect(await settledWithin(pending, 150)).toBe('pending')
    // the rest of the API still answers meanwhile
    expect((await api.methods.currentUserView({})).response.status).toBe(200)
    controller.abort()
    await expect(pending).rejects.toThrow()
  })

  test('answers a hanging request as usual once its rule is switched off', async () => {
    setMockFaults('hang=projectList')
    const pending = api.methods.projectList({})
    expect(await settledWithin(pending, 150)).toBe('pending')
    setMockFaults('')
    const list = await pending
    expect(list.response.status).toBe(200)
    expect(list.type === 'success' && list.data.items.map((p) => p.name)).toContain('web-frontend')
  })

  test('a released request meets the rules in force by then', async () => {
    setMockFaults('hang=/v1/projects')
    const pending = api.methods.projectView({ path: { project: 'sandbox' } })
    expect(await settledWithin(pending, 150)).toBe('pending')
    // another rule for the same request still holds it, and once that goes too the new spec decides
    setMockFaults('hang=projectView,projectView=503')
    expect(await settledWithin(pending, 150)).toBe('pending')
    setMockFaults('projectView=503')
    expect((await pending).response.status).toBe(503)
  })

  test('hangs a random share of /v1 requests', async () => {
    setMockFaults('hang=1')
    const controller = new AbortController()
    const pending = api.methods.currentUserView({}, { signal: controller.signal })
    expect(await settledWithin(pending, 150)).toBe('pending')
    controller.abort()
    await expect(pending).rejects.toThrow()

    setMockFaults('hang=0')
    expect((await api.methods.currentUserView({})).response.status).toBe(200)
  })

  test('fails the chosen operation or path as if the network were down', async () => {
    setMockFaults('network-error=projectList')
    await expect(api.methods.projectList({})).rejects.toThrow(TypeError)
    expect((await api.methods.projectView({ path: { project: 'sandbox' } })).response.status).toBe(200)

    setMockFaults('network-error=/v1/system')
    await expect(api.methods.siloList({})).rejects.toThrow(TypeError)
    expect((await api.methods.projectList({})).response.status).toBe(200)
  })

  test('fails a random share of /v1 requests as if the network were down', async () => {
    const random = vi.spyOn(Math, 'random')
    setMockFaults('network-error=0.2')
    random.mockReturnValue(0.1)
    await expect(api.methods.currentUserView({})).rejects.toThrow(TypeError)
    random.mockReturnValue(0.5)
    expect((await api.methods.currentUserView({})).response.status).toBe(200)
  })

  test('named rules apply whatever the random draw', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    setMockFaults('random=0.5,ping=504')
    expect((await api.methods.ping({})).response.status).toBe(504)
    expect((await api.methods.projectList({})).response.status).toBe(200)
  })
})

describe('where the spec comes from', () => {
  test('MOCK_FAULTS in node; setMockFaults overrides it until resetMockFaults', async () => {
    vi.stubEnv(FAULTS_ENV_VAR, 'projectList=500')
    expect((await api.methods.projectList({})).response.status).toBe(500)
    setMockFaults('')
    expect((await api.methods.projectList({})).response.status).toBe(200)
    resetMockFaults()
    expect((await api.methods.projectList({})).response.status).toBe(500)
  })

  test('localStorage in the browser, read on every request', () => {
    const store = new Map([['mock-faults', 'siloList=403']])
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null })
    vi.stubEnv(FAULTS_ENV_VAR, 'ping=500')
    expect(currentFaults()).toMatchObject([{ target: { operation: 'siloList' }, status: 403 }])
    store.set('mock-faults', 'random=0.25')
    expect(currentFaults()).toMatchObject([{ kind: 'random-fail', share: 0.25 }])
  })

  test('?mock-faults= in the page URL at load wins over localStorage', async () => {
    vi.stubGlobal('location', new URL('http://localhost/projects?mock-faults=hang%3DprojectList'))
    vi.stubGlobal('localStorage', { getItem: () => 'siloList=403' })
    const fresh = await importFresh(() => import('./faults'))
    expect(fresh.currentFaults()).toMatchObject([{ kind: 'hang', target: { operation: 'projectList' } }])
  })

  test('an ambient spec with mistakes is reported once and its good entries used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv(FAULTS_ENV_VAR, 'ping=500,bogus=500')
    expect(currentFaults()).toHaveLength(1)
    expect(currentFaults()).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('unknown operation "bogus"')
  })
})
