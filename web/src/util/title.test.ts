// @vitest-environment node
import { expect, it } from 'vitest'
import { CONSOLE_NAME, pageTitle } from './title'

it('shows only the console name without crumbs', () => {
  expect(CONSOLE_NAME).toBe('Oxide Console')
  expect(pageTitle([])).toBe('Oxide Console')
})

it('puts the most specific crumb first', () => {
  expect(pageTitle(['a', 'b'])).toBe('b / a / Oxide Console')
  expect(pageTitle(['Projects', 'mock-project', 'Instances', 'db1'])).toBe(
    'db1 / Instances / mock-project / Projects / Oxide Console',
  )
})

it('does not reorder the caller’s array', () => {
  const crumbs = ['a', 'b']
  pageTitle(crumbs)
  expect(crumbs).toEqual(['a', 'b'])
})
