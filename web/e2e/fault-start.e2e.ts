import { describe, expect, it } from 'vitest'
import { FAILURES } from '../walks/failures'
import { setupBrowser } from './browser'

// Every page under each failure is walked in the unit suite (web/walks/); what only the browser shows is the
// console starting under it: the preview's boot, its mock and the error screen before any page is drawn.
const browser = setupBrowser()

describe('the console starting while every call fails', () => {
  it.each(FAILURES)('shows the error screen with the message under $name', async ({ spec, message }) => {
    const page = await browser.open(`/projects?mock-faults=${encodeURIComponent(spec)}`)
    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor()
    await page.getByText(message).waitFor()
    await page.getByRole('link', { name: 'Back to console' }).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    expect(page.problems.splice(0)).toEqual([])
  })
})
