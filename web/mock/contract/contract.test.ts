// @vitest-environment node
import { HttpResponse, http } from 'msw'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { server, setupMockServer } from '~mock/node'
import { allOperations } from '~mock/operations'
import type { ContractCase } from './case'
import {
  captureResponses,
  collectCases,
  loadContract,
  type Outcome,
  runCase,
  strictIssues,
  summarize,
} from './runner'

// msw patches fetch when the server starts; the capture wraps that patched fetch, so it comes second
setupMockServer()
let capture: ReturnType<typeof captureResponses>
beforeAll(() => {
  capture = captureResponses()
})
afterAll(() => capture.restore())

const contract = loadContract()
const cases = collectCases()

describe('contract', () => {
  test('the spec and operations.ts list the same operations', () => {
    expect([...contract.operations.keys()].sort()).toEqual([...allOperations].sort())
  })

  test('every operation answers its happy path with the status and body the spec documents', async () => {
    const api = new Api({ host: 'http://localhost' })
    const outcomes: Outcome[] = []
    for (const c of cases) outcomes.push(await runCase(c, { api, contract, capture }))
    const { line, problems } = summarize(outcomes, contract)
    console.log(line)
    if (problems.length) throw new Error(`${line}\n${problems.join('\n')}`)
  }, 120_000)
})

describe('the runner catches', () => {
  const api = new Api({ host: 'http://localhost' })
  const run = (c: ContractCase) => runCase(c, { api, contract, capture })
  const answer = (path: string, body: Record<string, unknown>, status = 200) =>
    server.use(http.all(`http://localhost${path}`, () => HttpResponse.json(body, { status })))
  const project = {
    id: '5f0f30a4-59c8-432c-8e7f-0453e0a5fbf0',
    name: 'web-frontend',
    description: '',
    time_created: '2024-01-01T00:00:00.000Z',
    time_modified: '2024-01-01T00:00:00Z',
  }

  test('fields the spec does not list, and times the client cannot parse', () => {
    const schema = { $ref: '#/components/schemas/ProjectResultsPage' }
    expect(strictIssues({ items: [project], next_page: null }, schema, contract.schemas)).toEqual([])
    const bad = { ...project, project_id: 'x', time_created: '2024-01-01 00:00:00' }
    expect(strictIssues({ items: [bad], next_page: null }, schema, contract.schemas)).toEqual([
      '.items[0].time_created: "2024-01-01 00:00:00" is not an RFC 3339 UTC time',
      '.items[0].project_id: not in the spec',
    ])
  })

  test('a body that does not parse with the zod schema', async () => {
    answer('/v1/projects/web-frontend', { ...project, id: 'not-a-uuid' })
    const outcome = await run({
      operation: 'projectView',
      run: (m) => m.projectView({ path: { project: 'web-frontend' } }),
    })
    expect(outcome).toMatchObject({ result: 'failed', problem: expect.stringMatching(/^shape: id: /) })
  })

  test('a status the spec does not document', async () => {
    answer('/v1/projects', project)
    const body = { name: 'new', description: '' }
    const outcome = await run({ operation: 'projectCreate', run: (m) => m.projectCreate({ body }) })
    expect(outcome).toMatchObject({
      result: 'failed',
      problem: expect.stringMatching(/^status 200, spec says 201/),
    })
  })

  test('a 501 from an operation the mock does not implement yet', async () => {
    answer('/v1/ping', { error_code: 'Unavailable', message: 'no handler', request_id: 'r' }, 501)
    expect(await run({ operation: 'ping', run: (m) => m.ping({}) })).toEqual({
      operation: 'ping',
      result: 'pending',
    })
  })

  test('a case whose counted call is another operation, or that throws', async () => {
    expect(await run({ operation: 'ping', run: (m) => m.projectList({}) })).toMatchObject({
      problem: 'the counted call is projectList',
    })
    const throws = await run({
      operation: 'ping',
      run: () => {
        throw new Error('setup went wrong')
      },
    })
    expect(throws).toMatchObject({ result: 'failed', problem: 'threw: Error: setup went wrong' })
  })

  test('and lists every problem on its own line', () => {
    const outcomes: Outcome[] = [
      { operation: 'ping', result: 'ok' },
      { operation: 'projectView', result: 'failed', problem: 'status 500' },
      { operation: 'projectList', result: 'pending' },
    ]
    const { line, problems } = summarize(outcomes, contract)
    expect(line).toMatch(/^contract: 3 operations, 3 cases, 1 failures, 1 answering 501, 274 without a case/)
    expect(problems.slice(0, 3)).toEqual([
      'fail     projectView: status 500',
      '501      projectList',
      'no case  affinityGroupCreate',
    ])
    expect(problems).toHaveLength(2 + 274)
  })
})
