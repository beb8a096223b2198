import { describe, expect, it } from 'vitest'
import { expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('device verification', () => {
  it('confirms a device from the eight-letter code and shows the success screen', async () => {
    const page = await browser.open('/device/verify')
    await page.getByRole('heading', { name: 'Device Authentication' }).waitFor()
    const submit = page.getByRole('button', { name: 'Log in on device' })
    expect(await submit.getAttribute('aria-disabled')).toBe('true')
    await expectAccessible(page)

    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('crabrac')
    expect(await submit.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.type('k')
    expect(await page.getByLabel('Character 1 of 8').inputValue()).toBe('C')
    expect(await submit.getAttribute('aria-disabled')).toBeNull()

    await submit.click()
    await page.waitForURL('**/device/success')
    await page.getByRole('heading', { name: 'Device logged in' }).waitFor()
    expect(await page.getByText('You can close this window').isVisible()).toBe(true)
    expect(await page.title()).toBe('Device logged in / Oxide Console')
    expectNoProblems(page)
  })

  it('says the code is invalid when the API rejects it, keeping the letters typed', async () => {
    const page = await browser.open('/device/verify')
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('wrongone')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await page.getByText('Code is invalid').waitFor()
    expect(await page.getByLabel('Character 8 of 8').inputValue()).toBe('E')
    expectNoProblems(page)
  })
})
