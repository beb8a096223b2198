import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

// Two projects: fast unit tests (happy-dom for the app, node for the mock API) and
// flows in a real headless Chromium against the built preview.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // the same import aliases as tsconfig.json (esbuild reads those itself)
  resolve: {
    alias: {
      '~mock': resolve(import.meta.dirname, 'web/mock'),
      '~': resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'happy-dom',
          setupFiles: ['web/test-setup.ts'],
          env: { MOCK_DELAY: '0' },
          // a deadline for hung tests, not a speed check: a form test can take seconds on a loaded machine
          testTimeout: 30_000,
          // each file in a fresh page and module graph: sharing them across files was faster, but state that
          // outlives a file (the mock server's interceptors, React's scheduler, module-level settings) then
          // reached later files and made tests fail at random
          isolate: true,
          // vitest's default on 2 cores is one worker (cores - 1); the main process mostly waits
          maxWorkers: 2,
          unstubEnvs: true,
          unstubGlobals: true,
          // rendering forms makes much short-lived garbage: a larger young generation halves the GC pauses
          execArgv: ['--max-semi-space-size=64'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
