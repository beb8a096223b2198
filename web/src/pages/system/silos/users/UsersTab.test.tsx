import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

const userNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)

async function chooseAction(user: User, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }))
}

describe("the users tab of a silo's page", () => {
  it("lists a local silo's users and offers to create one", async () => {
    renderSystem('/system/silos/engineering/users')
    await screen.findByRole('table', { name: 'Users' })
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true')
    const expected = db.users.filter((u) => u.silo_id === engineeringSilo.id).map((u) => u.display_name)
    expect(userNames().sort()).toEqual(expected.sort())
    expect(screen.getByText(grace.id)).toBeTruthy()
    expect(screen.getByText(/This silo keeps its users and their passwords itself/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New user' }).getAttribute('href')).toBe(
      '/system/silos/engineering/users-new',
    )
  })

  it('explains that a SAML silo gets its users from its identity provider, and offers no changes', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/users')
    await screen.findByRole('table', { name: 'Users' })
    expect(userNames()).toContain('Rosalind Franklin')
    expect(screen.getByText(/its SCIM client provisions them/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'New user' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Actions for Rosalind Franklin' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull()
    expect(within(menu).queryByRole('menuitem', { name: 'Set password' })).toBeNull()
  })

  it("a SAML silo's create form is Page not found", async () => {
    renderSystem('/system/silos/research/users-new')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('deletes a user after a confirmation that says their sessions and tokens end', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users')
    await chooseAction(user, 'Grace Hopper', 'Delete')
    const confirm = await screen.findByRole('dialog', { name: 'Delete user' })
    expect(
      within(confirm).getByText(
        'Delete user Grace Hopper of silo engineering? Their console sessions and access tokens end at once, and they can no longer sign in.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('User Grace Hopper deleted')).toBeTruthy()
    await waitFor(() => expect(userNames()).not.toContain('Grace Hopper'))
    expect(db.users.some((u) => u.id === grace.id)).toBe(false)
    expect(db.consoleSessions.some((s) => s.silo_user_id === grace.id)).toBe(false)
  })

  it('keeps the user when the question is declined', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users')
    await chooseAction(user, 'Grace Hopper', 'Delete')
    const confirm = await screen.findByRole('dialog', { name: 'Delete user' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(db.users.some((u) => u.id === grace.id)).toBe(true)
  })

  it("sets a user's password, then takes it away", async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/silos/engineering/users')
    await chooseAction(user, 'Grace Hopper', 'Set password')
    const form = await screen.findByRole('dialog', { name: 'Set password' })
    expect(router.state.location.pathname).toBe(`/system/silos/engineering/users/${grace.id}/set-password`)
    expect(within(form).getByText('For user Grace Hopper of silo engineering')).toBeTruthy()
    await pasteInto(user, within(form).getByLabelText('Password'), 'cobol-4-ever')
    await pasteInto(user, within(form).getByLabelText('Confirm password'), 'cobol-4-ever')
    await user.click(within(form).getByRole('button', { name: 'Save password' }))
    expect(await screen.findByText('Password of Grace Hopper set')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/engineering/users'))
    expect(db.localPasswords).toEqual([{ user_id: grace.id, password: 'cobol-4-ever' }])
    // the password is never shown again
    expect(screen.queryByText('cobol-4-ever')).toBeNull()

    await chooseAction(user, 'Grace Hopper', 'Set password')
    const again = await screen.findByRole('dialog', { name: 'Set password' })
    await user.click(
      within(again).getByRole('radio', { name: 'No password (cannot sign in with a password)' }),
    )
    expect(within(again).queryByLabelText('Password')).toBeNull()
    await user.click(within(again).getByRole('button', { name: 'Save password' }))
    expect(await screen.findByText('Grace Hopper can no longer sign in with a password')).toBeTruthy()
    expect(db.localPasswords).toEqual([{ user_id: grace.id, password: null }])
  })
})
