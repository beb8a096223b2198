// Global setup of the unit tests: the folder where the tests that need a production build find the one build
// all of them share in a run (shared-build.mjs makes it, once, in whichever worker asks first).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

/** @param {import('vitest/node').TestProject} project */
export default function setup(project) {
  // inside the checkout, at the depth of the release test's folders (.cache/<folder>/dist), so the source maps'
  // relative paths are the same in every build the tests compare
  const cache = resolve(import.meta.dirname, '../.cache')
  mkdirSync(cache, { recursive: true })
  const folder = mkdtempSync(resolve(cache, 'shared-build-'))
  project.provide('sharedBuildFolder', folder)
  // a rerun in watch mode builds the sources as they are then
  project.onTestsRerun(() => {
    for (const entry of readdirSync(folder)) rmSync(resolve(folder, entry), { recursive: true, force: true })
  })
  return () => rmSync(folder, { recursive: true, force: true })
}
