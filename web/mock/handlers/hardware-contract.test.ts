// @vitest-environment node
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { anyOrigin } from '~mock/any-origin'
import { hardwareCases } from '~mock/contract/hardware'
import { captureResponses, loadContract, runCase } from '~mock/contract/runner'
import { server, setupMockServer } from '~mock/node'
import { hardwareRawHandlers } from './hardware-raw'

setupMockServer()
let capture: ReturnType<typeof captureResponses>
beforeAll(() => {
  capture = captureResponses()
})
afterAll(() => capture.restore())

test('every hardware, networking and IP pool case passes the contract check', async () => {
  // until handlers.ts puts the raw routes ahead of the generated ones
  server.use(anyOrigin(hardwareRawHandlers))
  const api = new Api({ host: 'http://localhost' })
  const contract = loadContract()
  const problems: string[] = []
  for (const c of hardwareCases) {
    const outcome = await runCase(c, { api, contract, capture })
    if (outcome.result !== 'ok')
      problems.push(`${outcome.operation}: ${outcome.result} ${outcome.problem ?? ''}`)
  }
  expect(problems).toEqual([])
})
