import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { propertyValue, tabTo } from './page-kit'

const browser = setupBrowser()

describe('fleet health', () => {
  it('finds the switch port whose link is down and opens it from the keyboard', async () => {
    const page = await browser.open('/system/silos')
    await page
      .getByRole('navigation', { name: 'System navigation' })
      .getByRole('link', { name: 'Fleet health' })
      .click()
    await page.waitForURL('**/system/health')
    await page.getByRole('heading', { name: 'Fleet health', level: 1 }).waitFor()
    await page.getByText('The page checks again every 30 seconds.', { exact: false }).waitFor()

    const item = page
      .getByRole('region', { name: 'Switch ports' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Link down on switch port switch1\/qsfp1$/ }) })
    await item.getByText('critical', { exact: true }).waitFor()
    // every part has been read: the verdict counts what they found
    await page
      .getByRole('status')
      .filter({ hasText: /^Needs attention: \d+ critical/ })
      .waitFor()
    await page
      .getByRole('region', { name: 'IP pools' })
      .getByText(/^Nothing needs attention\./)
      .waitFor()
    await expectAccessible(page)

    const open = item.getByRole('link', { name: 'Open port switch1/qsfp1' })
    await tabTo(page, open)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/networking/ports/*/switch1/qsfp1')
    await page.getByRole('heading', { name: 'Port switch1/qsfp1', level: 1 }).waitFor()
    await eventually(() => propertyValue(page, 'Link').textContent()).toBe('down')
    expectNoProblems(page)
  })
})
