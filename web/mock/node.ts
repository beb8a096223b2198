// before msw: where it finds no WebSocket to patch, each listen() leaves a connection listener that close()
// keeps, so a later test file in the same worker would have every socket answered once per earlier file
import './handlers/compute-ws-stub'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { anyOrigin } from './any-origin'
import { resetDb } from './db'
import { resetMockDelay } from './delay'
import { resetMockFaults } from './faults'
import { handlers, wsHandlers } from './handlers'
import { resetTimers } from './toolkit/timers'

/**
 * The mock API for node tests. Requests to any host are answered, so both
 * relative fetches (happy-dom) and `new Api({ host: 'http://localhost' })` work.
 * Add per-test overrides with `server.use(...)`.
 */
export const server = setupServer(anyOrigin(handlers), ...wsHandlers)

type Options = {
  /** what to do with requests no handler answers; default 'error' so a stray call fails the test */
  onUnhandledRequest?: 'error' | 'warn' | 'bypass'
}

/**
 * Call once at the top of a test file: starts the mock API before the tests,
 * puts the data and the session back to the seed and drops overrides (handlers,
 * delay, faults, timers) after each test, and stops it at the end.
 */
export function setupMockServer({ onUnhandledRequest = 'error' }: Options = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest }))
  afterEach(() => {
    server.resetHandlers()
    resetDb()
    resetMockDelay()
    resetMockFaults()
    resetTimers()
  })
  afterAll(() => server.close())
}
