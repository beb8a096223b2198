import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

/** The mock plays the boot log, and starts an instance, ten times faster than its usual seconds. */
const FAST = '?mock-speed=10'

describe('the serial console', () => {
  it('streams output, echoes a keystroke, pauses and copies the scrollback, all under the CSP', async () => {
    const page = await browser.open(`/projects/web-frontend/instances/web-1/serial-console${FAST}`)
    await page.getByRole('status').getByText('connected', { exact: true }).waitFor()
    const screen = page.locator('.xterm-rows')
    await screen.getByText('web-1 login:').waitFor({ timeout: 15_000 })

    // the terminal has focus; a keystroke goes to the guest, which echoes it back
    await page.keyboard.type('ada')
    await screen.getByText('web-1 login: ada').waitFor()

    // the terminal fills its box, and the size it fitted to is shown
    await eventually(() => page.getByText(/^\d+×\d+$/).textContent()).toMatch(/^\d{2,3}×\d{2,3}$/)

    // Shift+Tab leaves the terminal: the keyboard is never trapped in it
    await page.keyboard.press('Shift+Tab')
    await eventually(() =>
      page.evaluate(() => document.activeElement?.classList.contains('xterm-helper-textarea')),
    ).toBe(false)

    await page.getByRole('button', { name: 'Pause output', pressed: false }).click()
    await page.getByText('Output paused').waitFor()
    // a toggle, and screen readers hear that it is on
    await page.getByRole('button', { name: 'Resume output', pressed: true }).waitFor()
    await page.getByRole('textbox', { name: 'Serial console of web-1' }).focus()
    await page.keyboard.type('x')
    // while paused the echo waits instead of moving the screen
    await page.getByText(/B waiting/).waitFor()
    await eventually(() => screen.textContent()).not.toContain('adax')
    await page.getByRole('button', { name: 'Resume output' }).click()
    await screen.getByText('web-1 login: adax').waitFor()

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy scrollback' }).click()
    await page.getByText('Scrollback copied').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Linux version')
    expect(copied.trimEnd().endsWith('web-1 login: adax')).toBe(true)

    await expectAccessible(page)
    // xterm's run-time styles went into constructed stylesheets: nothing was refused by style-src
    expectNoProblems(page)
  })

  it('signs in to the guest and runs commands in the terminal, the password never on screen', async () => {
    const page = await browser.open(`/projects/web-frontend/instances/web-1/serial-console${FAST}`)
    const screen = page.locator('.xterm-rows')
    await screen.getByText('web-1 login:').waitFor({ timeout: 15_000 })
    // the screen's rows as text, blanks as plain spaces
    const lines = async () =>
      (await screen.locator(':scope > div').allTextContents()).map((l) => l.replace(/\s+/g, ' ').trim())

    // Enter moves to a new line with the password prompt, instead of back over the login prompt
    await page.keyboard.type('root')
    await page.keyboard.press('Enter')
    await screen.getByText('Password:').waitFor()
    expect((await lines()).filter(Boolean).slice(-2)).toEqual(['web-1 login: root', 'Password:'])
    await page.keyboard.type('oxide-preview')
    await page.keyboard.press('Enter')
    await screen.getByText('root@web-1:~#').waitFor()
    await eventually(() => screen.textContent()).not.toContain('oxide-preview')

    // a typo erased with Backspace, then the command's answer on its own line and a new prompt below it
    await page.keyboard.type('hostnamx')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('e')
    await page.keyboard.press('Enter')
    await eventually(async () => (await lines()).filter(Boolean).slice(-3)).toEqual([
      'root@web-1:~# hostname',
      'web-1',
      'root@web-1:~#',
    ])

    await page.keyboard.type('ip addr')
    await page.keyboard.press('Enter')
    await screen.getByText('inet 172.30.0.5/22', { exact: false }).waitFor()

    await page.keyboard.type('frobnicate')
    await page.keyboard.press('Enter')
    await screen.getByText('-bash: frobnicate: command not found').waitFor()

    await page.keyboard.type('exit')
    await page.keyboard.press('Enter')
    await eventually(async () => (await lines()).filter(Boolean).at(-1)).toBe('web-1 login:')
    expectNoProblems(page)
  })

  it('offers to start a stopped instance, connects once it runs, and reconnects on demand', async () => {
    const page = await browser.open(`/projects/web-frontend/instances/web-3/serial-console${FAST}`)
    const status = page.getByRole('status')
    const screen = page.locator('.xterm-rows')
    await status.getByText('closed', { exact: true }).waitFor()
    await status.getByText('The serial console is available while the instance is running').waitFor()

    // started from here: the console connects by itself once the instance runs
    await page.getByRole('button', { name: 'Start instance' }).click()
    await status.getByText('connected', { exact: true }).waitFor({ timeout: 15_000 })
    await screen.getByText('web-3 login:').waitFor({ timeout: 15_000 })

    // Reconnect opens a fresh connection, which replays the recent output onto a clean screen
    await page.getByRole('textbox', { name: 'Serial console of web-3' }).focus()
    await page.keyboard.type('zz')
    await screen.getByText('web-3 login: zz').waitFor()
    await page.getByRole('button', { name: 'Reconnect' }).click()
    await page.waitForFunction(
      () => !document.querySelector('.xterm-rows')?.textContent?.includes('login: zz'),
    )
    await status.getByText('connected', { exact: true }).waitFor()
    await screen.getByText('web-3 login:').waitFor({ timeout: 15_000 })
    await eventually(() => screen.textContent()).not.toContain('login: zz')
    expectNoProblems(page)
  }, 60_000)
})
