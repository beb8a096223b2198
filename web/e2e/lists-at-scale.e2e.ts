import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

// the large data set's last project holds the most instances
const LARGE = '/projects/scale-p300'

describe('lists and pickers at the scale of a real rack', () => {
  it("filters a large project's instances by part of a name, saying how far it has looked", async () => {
    const page = await browser.open(`${LARGE}/instances?scale=large`)
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Instances' }).waitFor()

    const filter = page.getByRole('searchbox', { name: 'Filter by name' })
    await filter.fill('i00')
    const status = page.getByRole('status').filter({ hasText: /^Searched/ })
    await eventually(() => status.textContent()).toMatch(/^Searched all [\d,]+ instances: [\d,]+ match\.$/)
    const table = page.getByRole('table', { name: 'Instances matching “i00”' })
    await table.getByRole('link', { name: 'scale-p300-i0001' }).waitFor()
    // every row shown holds the text, and the sentence counts them: a row's name is its first link
    const names = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''))
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((n) => n.includes('i00'))).toBe(true)
    const counted = Number((await status.textContent())?.match(/: ([\d,]+) match/)?.[1].replaceAll(',', ''))
    expect(counted).toBe(names.length)
    await eventually(() => new URL(page.url()).searchParams.get('name')).toBe('i00')
    await expectAccessible(page)

    // a narrower filter replaces the search; clearing it gives the pages back
    await filter.fill('i0007')
    await eventually(() => status.textContent()).toMatch(/: 1 matches\.$/)
    await filter.fill('')
    await page.getByRole('button', { name: 'Next' }).waitFor()
    expectNoProblems(page)
  })

  it("finds an image by typing in the new instance form's picker", async () => {
    const page = await browser.open(`${LARGE}/instances-new?scale=large`)
    await page.getByRole('heading', { name: 'Create instance' }).waitFor()
    const picker = page.getByRole('combobox', { name: /^Image/ })
    await picker.click()
    await picker.fill('fedo')
    await page.getByRole('option', { name: /^fedora-41/ }).click()
    await eventually(() => picker.inputValue()).toBe('fedora-41')
    expectNoProblems(page)
  })

  it('renders only the options in view of a long picker, and keeps the keyboard and typing working', async () => {
    const page = await browser.open(`${LARGE}/instances-new?scale=large`)
    await page.getByRole('heading', { name: 'Create instance' }).waitFor()
    await page.getByText('Existing disk', { exact: true }).click()
    const picker = page.getByRole('combobox', { name: /^Disk/ })
    await picker.click()
    const listbox = page.getByRole('listbox')
    await listbox.getByRole('option').first().waitFor()
    // 666 detached disks, a screenful of options
    await eventually(() => listbox.getByRole('option').count()).toBeLessThan(60)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await eventually(() => listbox.locator('[role=option][data-focused]').count()).toBe(1)
    await picker.fill('d0999')
    await page.getByRole('option', { name: /^scale-p300-d0999/ }).click()
    await eventually(() => picker.inputValue()).toBe('scale-p300-d0999')
    expectNoProblems(page)
  })
})
