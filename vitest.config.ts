import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const docblockEnvironment = (file: string) =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8'))?.[1]

// A worker is reused only while the next file wants the same environment, so each project's node files run
// together, then its DOM files. The node files go first: they hold the slowest files (the builds), which would
// otherwise start last and leave one worker running alone at the end. Within each group the walks over every
// page go first: they are the longest files but small ones, and on a fresh clone, with no durations from a last
// run, vitest orders by size. Otherwise vitest's own order (the slowest first, by the last run's durations)
// stands.
class ByEnvironmentSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const byProject = new Map<string, TestSpecification[]>()
    for (const spec of await super.sort(files)) {
      byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec])
    }
    const isNode = (f: TestSpecification) =>
      (docblockEnvironment(f.moduleId) ?? f.project.config.environment) === 'node'
    const walksFirst = (specs: TestSpecification[]) => [
      ...specs.filter((f) => isWalk(f.moduleId)),
      ...specs.filter((f) => !isWalk(f.moduleId)),
    ]
    return [...byProject.values()].flatMap((specs) => [
      ...walksFirst(specs.filter(isNode)),
      ...walksFirst(specs.filter((f) => !isNode(f))),
    ])
  }
}

const isWalk = (file: string) => /(^|\/)[\w-]*walk[\w-]*\.(test|e2e)\.tsx?$/.test(file)

// Two projects: fast unit tests (happy-dom for the app, node for the mock API) and
// flows in a real headless Chromium against the built preview.
export default defineConfig({
  // the same import aliases as tsconfig.json (esbuild reads those itself)
  resolve: {
    alias: {
      '~mock': resolve(import.meta.dirname, 'web/mock'),
      '~': resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    sequence: { sequencer: ByEnvironmentSequencer },
    // transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache, keyed by each
    // file's content and the config): a run after the first spends a third of the main process's CPU time
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'happy-dom',
          setupFiles: ['web/test-setup.ts'],
          // the folder of the one production build the script tests share (scripts/shared-build.mjs)
          globalSetup: ['scripts/shared-build-folder.mjs'],
          env: { MOCK_DELAY: '0' },
          // a deadline for hung tests, not a speed check: a form test can take seconds on a loaded machine
          testTimeout: 30_000,
          // one page and one module graph per worker, not per file: importing React, React Aria, msw and the
          // generated client and building a happy-dom window cost more than most files' tests. Modules and the page
          // outlive a file, so test-setup.ts leaves the page fresh for the next file and fails a file that leaves
          // more behind, and tests put back the module-level settings they change (README, "Unit tests").
          isolate: false,
          // vitest's default on 2 cores is one worker (cores - 1); the main process mostly waits. A third worker
          // costs more CPU time (one more module graph, more contention) than the idle time it fills.
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
          // two files at a time: a flow spends much of its time waiting on the browser, which the other fills
          maxWorkers: 2,
          // one Chromium and one page per worker, not per file (web/e2e/browser.ts): starting Chromium and opening
          // its first tab cost more CPU than most files' tests
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
