import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { focusWithin, isFocused, tabTo } from './page-kit'

const browser = setupBrowser()

describe('projects', () => {
  it('creates and edits a project, and explains why a project with a VPC cannot be deleted', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('link', { name: 'New project' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.waitFor()
    await form.getByLabel('Name').fill('Mars Rover')
    // names are lowercased with dashes as they are typed
    await eventually(() => form.getByLabel('Name').inputValue()).toBe('mars-rover')
    await form.getByLabel('Description').fill('Telemetry for the rover')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.getByRole('cell', { name: 'mars-rover', exact: true }).waitFor()
    await page.getByText('Project mars-rover created').waitFor()
    await page.getByRole('cell', { name: 'Telemetry for the rover', exact: true }).waitFor()

    await page.getByRole('button', { name: 'Actions for mars-rover' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit project' })
    await edit.waitFor()
    await eventually(() => edit.getByLabel('Name').inputValue()).toBe('mars-rover')
    await edit.getByLabel('Description').fill('Rover telemetry, v2')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('cell', { name: 'Rover telemetry, v2', exact: true }).waitFor()

    // every new project gets a default VPC, and the API refuses to delete a project that still has one
    await page.getByRole('button', { name: 'Actions for mars-rover' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete project' })
    await confirm.getByText('Are you sure you want to delete project mars-rover?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Could not delete project').waitFor()
    await page.getByText('Project to be deleted contains a vpc: default').waitFor()
    await page.getByRole('cell', { name: 'mars-rover', exact: true }).waitFor()
    expectNoProblems(page)
  })

  it("deletes a project after confirmation, once its default VPC and that VPC's subnet are gone", async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.getByLabel('Name').fill('empty-one')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.getByRole('link', { name: 'empty-one', exact: true }).click()

    // the default VPC goes first, and the API refuses that while the VPC still has its default subnet
    await page
      .getByRole('navigation', { name: 'Project empty-one navigation' })
      .getByRole('link', { name: 'VPCs' })
      .click()
    const deleteRow = async (name: string, kind: string) => {
      await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await page
        .getByRole('dialog', { name: `Delete ${kind}` })
        .getByRole('button', { name: 'Delete' })
        .click()
    }
    await deleteRow('default', 'VPC')
    await page.getByText('Could not delete VPC').waitFor()
    await page.getByText('VPC cannot be deleted while VPC Subnets exist').waitFor()

    await page.getByRole('link', { name: 'default', exact: true }).click()
    await page.getByRole('tab', { name: 'Subnets', exact: true }).click()
    await page.waitForURL('**/projects/empty-one/vpcs/default/subnets')
    await deleteRow('default', 'subnet')
    await page.getByText('Subnet default deleted').waitFor()
    await page.getByRole('heading', { name: 'No subnets' }).waitFor()

    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'VPCs' }).click()
    await deleteRow('default', 'VPC')
    await page.getByText('VPC default deleted').waitFor()

    await page.getByRole('link', { name: 'Silo: engineering' }).click()
    await deleteRow('empty-one', 'project')
    await page.getByText('Project empty-one deleted').waitFor()
    await page.getByRole('cell', { name: 'empty-one', exact: true }).waitFor({ state: 'detached' })
    expectNoProblems(page)
  }, 60_000)

  it('keeps what the user typed and puts a duplicate-name error on the name field', async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.waitFor()
    await page.getByRole('button', { name: 'Create project' }).click()
    await form.getByText('Name is required').waitFor()

    const existing = (await page.getByRole('cell').first().textContent()) ?? ''
    await form.getByLabel('Name').fill(existing)
    await form.getByLabel('Description').fill('kept on error')
    await page.getByRole('button', { name: 'Create project' }).click()
    await form.getByText('Project name already exists').waitFor()
    await eventually(() => form.getByLabel('Description').inputValue()).toBe('kept on error')
    await eventually(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('asks before closing a form with unsaved changes', async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.getByLabel('Name').fill('half-done')
    await page.keyboard.press('Escape')
    const discard = page.getByRole('dialog', { name: 'Discard changes?' })
    await discard.waitFor()
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await eventually(() => form.getByLabel('Name').inputValue()).toBe('half-done')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await page.waitForURL('**/projects')
    // the dialog leaves with an exit animation, and stays in the page until it ends
    await form.waitFor({ state: 'detached' })
  })

  it('gives the focus back to New project when a form is discarded, each time, by keyboard', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    const newProject = page.getByRole('link', { name: 'New project' })
    await tabTo(page, newProject)
    // the form and the question over it go in one step, and the page behind comes back after both: the focus
    // comes back every time
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Enter')
      const form = page.getByRole('dialog', { name: 'Create project' })
      await eventually(() => focusWithin(form)).toBe(true)
      await page.keyboard.type('half-done')
      await page.keyboard.press('Escape')
      const discard = page.getByRole('dialog', { name: 'Discard changes?' })
      await eventually(() => focusWithin(discard)).toBe(true)
      await tabTo(page, discard.getByRole('button', { name: 'Discard' }))
      await page.keyboard.press('Enter')
      await form.waitFor({ state: 'detached' })
      await eventually(() => isFocused(newProject)).toBe(true)
    }
    expectNoProblems(page)
  })

  it('can be created with the keyboard alone', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await tabTo(page, 'New project')
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.waitFor()
    // the name field has focus when the form opens
    await page.keyboard.type('keyboard-only')
    await page.keyboard.press('Tab')
    await page.keyboard.type('made without a mouse')
    await tabTo(page, 'Create project')
    await page.keyboard.press('Enter')
    await page.getByRole('cell', { name: 'keyboard-only', exact: true }).waitFor()
    await page.getByRole('cell', { name: 'made without a mouse', exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('keeps the list where it was scrolled when a form opened over it closes', async () => {
    const page = await browser.open('/projects')
    await page.setViewportSize({ width: 1280, height: 360 })
    const last = page.getByRole('button', { name: 'Actions for web-frontend' })
    await last.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    await last.click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const form = page.getByRole('dialog', { name: 'Edit project' })
    await form.getByRole('button', { name: 'Cancel' }).click()
    await form.waitFor({ state: 'detached' })
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    expectNoProblems(page)
  })
})
