import { describe, it } from 'vitest'
import { eventually, expectNoProblems, setupBrowser } from './browser'
import { focusWithin, pickFromComboBox, pickFromSelect } from './page-kit'

const browser = setupBrowser()

// The console is English whatever the browser's language: its words, its numbers and dates, and React Aria's own
// strings (a combobox's "Show suggestions"); and nothing throws in a browser set to another language, one written
// right to left among them.
describe.each(['de-DE', 'ar-EG', 'ja-JP'])('a browser set to %s', (locale) => {
  it('uses a row menu, a select, a combobox, a number field, a custom time range and the code boxes in English', async () => {
    const page = await browser.open('/projects/web-frontend/disks', { locale })
    await eventually(() => page.evaluate(() => navigator.language)).toBe(locale)
    // a row menu
    await page.getByRole('button', { name: 'Actions for web-assets' }).click()
    await page.getByRole('menuitem', { name: 'Attach' }).waitFor()
    await eventually(() => focusWithin(page.getByRole('menu'))).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })

    // a combobox and a number field, in a form whose sizes read as English numbers
    await page.getByRole('link', { name: 'New disk' }).click()
    const form = page.getByRole('dialog', { name: 'Create disk' })
    await form.getByRole('textbox', { name: 'Name' }).fill(`disk-${locale.toLowerCase()}`)
    await form.getByText('Image', { exact: true }).click()
    await form.getByRole('button', { name: 'Show suggestions' }).waitFor()
    await pickFromComboBox(page, form.getByRole('combobox', { name: 'Image' }), 'ubuntu', /ubuntu/)
    await form.getByRole('textbox', { name: 'Size' }).fill('12')
    await form.getByRole('button', { name: 'Create disk' }).click()
    await page.getByText(`Disk disk-${locale.toLowerCase()} created`).waitFor()
    await page
      .getByRole('row', { name: new RegExp(`disk-${locale.toLowerCase()}`) })
      .getByText('12 GiB')
      .waitFor()

    // a select, and a custom time range on the metrics page
    await page.goto('/projects/web-frontend/instances/web-1/metrics/cpu')
    await pickFromSelect(page, 'Time range', 'Custom')
    const range = page.getByRole('form', { name: 'Custom time range' })
    const [start, end] = await page.evaluate(() =>
      [3, 2].map((hours) => {
        const d = new Date(Date.now() - hours * 3_600_000)
        const p = (n: number) => String(n).padStart(2, '0')
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
      }),
    )
    await range.getByLabel('Start').fill(start)
    await range.getByLabel('End').fill(end)
    await range.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(/range=custom&start=.*&end=/)
    await page
      .getByText(/^Times in /)
      .first()
      .waitFor()

    // the device code boxes
    await page.goto('/device/verify')
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('crabrack')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await page.getByRole('heading', { name: 'Device logged in' }).waitFor()

    await eventually(() => page.getByText('Something went wrong').count()).toBe(0)
    expectNoProblems(page)
  })
})
