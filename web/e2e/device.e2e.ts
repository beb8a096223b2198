import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('device verification', () => {
  it('confirms a device from the eight-letter code and shows the success screen', async () => {
    const page = await browser.open('/device/verify')
    await page.getByRole('heading', { name: 'Device Authentication' }).waitFor()
    const submit = page.getByRole('button', { name: 'Log in on device' })
    await eventually(() => submit.getAttribute('aria-disabled')).toBe('true')
    await expectAccessible(page)

    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('crabrac')
    // seven letters in: the button stays disabled once the page has taken them all
    await eventually(() => page.getByLabel('Character 7 of 8').inputValue()).toBe('C')
    await eventually(() => submit.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.type('k')
    await eventually(() => page.getByLabel('Character 1 of 8').inputValue()).toBe('C')
    await eventually(() => submit.getAttribute('aria-disabled')).toBeNull()

    await submit.click()
    await page.waitForURL('**/device/success')
    await page.getByRole('heading', { name: 'Device logged in' }).waitFor()
    await page.getByText('You can close this window').waitFor()
    await eventually(() => page.title()).toBe('Device logged in / Oxide Console')
    expectNoProblems(page)
  })

  it('says the code is invalid when the API rejects it, keeping the letters typed', async () => {
    const page = await browser.open('/device/verify')
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('wrongone')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await page.getByText('Code is invalid').waitFor()
    await eventually(() => page.getByLabel('Character 8 of 8').inputValue()).toBe('E')
    expectNoProblems(page)
  })
})
