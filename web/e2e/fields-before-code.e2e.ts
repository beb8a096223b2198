import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { setupFrontServers } from './front-server'

const browser = setupBrowser()
const frontServer = setupFrontServers()

/** The code of the React Aria fields a form loads after it shows: the combobox's list and the number field. */
const FIELD_CODE = /\/chunk-(ComboBoxPicker|NumberFieldControl)-\w+\.js$/

/**
 * The console's server on a slow network for the fields' code: in front of the test server, it holds each request
 * for that code until `release()`, and passes everything else through. `asked()` counts the held requests.
 */
async function slowFieldCodeServer() {
  let asked = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const origin = await frontServer(
    async (req) => {
      if (FIELD_CODE.test(req.url ?? '')) {
        asked++
        await released
      }
      return false
    },
    () => release(),
  )
  return { origin, asked: () => asked, release: () => release() }
}

describe('a form whose fields are still loading their code', () => {
  it('shows its fields at once, keeps what is typed into them, and works once the code is there', async () => {
    const server = await slowFieldCodeServer()
    const page = await browser.open(`${server.origin}/projects/web-frontend/disks-new`)
    const form = page.getByRole('dialog', { name: 'Create disk' })
    await form.waitFor()
    // the form asked for its number field's code as it showed, and waits for it
    await eventually(() => server.asked()).toBe(1)
    await form.getByRole('textbox', { name: 'Name' }).fill('scratch-early')
    const size = form.getByRole('textbox', { name: 'Size' })
    await size.fill('12')
    await form.getByText('Image', { exact: true }).click()
    const image = form.getByRole('combobox', { name: 'Image' })
    await image.click()
    // the picker, shown now, asked for its list's code too
    await eventually(() => server.asked()).toBe(2)
    // nothing to choose from yet: the picker is a plain input until its list's code arrives
    await eventually(() => image.getAttribute('aria-expanded')).toBe('false')
    await expectAccessible(page, 'a form whose comboboxes and number fields are stand-ins')

    server.release()
    // the loaded picker takes the focus over, and its list opens on what is typed
    await page.keyboard.type('ubuntu')
    await page.getByRole('option', { name: /ubuntu/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => image.inputValue()).toMatch(/ubuntu/)
    // what was typed before the code came is still there
    await eventually(() => size.inputValue()).toBe('12')
    await eventually(() => form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('scratch-early')
    await page.getByRole('button', { name: 'Create disk' }).click()
    await page.getByText('Disk scratch-early created').waitFor()
    await page
      .getByRole('row', { name: /scratch-early/ })
      .getByText('12 GiB')
      .waitFor()
    expectNoProblems(page)
  })
})
