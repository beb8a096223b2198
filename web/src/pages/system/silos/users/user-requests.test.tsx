import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { pasteInto } from '~/testing/paste-into'
import { renderSystem } from '~/testing/render-system'
import { menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function fillPassword(user: User, form: HTMLElement, password: string) {
  await pasteInto(user, within(form).getByLabelText('Password'), password)
  await pasteInto(user, within(form).getByLabelText('Confirm password'), password)
}

describe('the requests behind the users of a local silo', () => {
  it('creates a user as the request showed, its password hidden', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users-new')
    const form = await screen.findByRole('dialog', { name: 'Create user' })
    await pasteInto(user, within(form).getByLabelText('Username'), 'hedy')
    await fillPassword(user, form, 'frequency-hopping')
    const [shown] = await pressSendsShown(user, form, 'Create user')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/identity-providers/local/users?silo=engineering',
      body: { external_id: 'hedy', password: { mode: 'password', value: CONCEALED } },
    })
    expect(within(form).queryByText(/frequency-hopping/)).toBeNull()
    expect(await screen.findByText('User hedy created')).toBeTruthy()
  })

  it('sets a password as the request showed, the password hidden', async () => {
    const user = userEvent.setup()
    renderSystem(`/system/silos/engineering/users/${grace.id}/set-password`)
    const form = await screen.findByRole('dialog', { name: 'Set password' })
    await fillPassword(user, form, 'cobol-4-ever')
    const [shown] = await pressSendsShown(user, form, 'Save password')
    expect(shown).toEqual({
      method: 'POST',
      url: `/v1/system/identity-providers/local/users/${grace.id}/set-password?silo=engineering`,
      body: { mode: 'password', value: CONCEALED },
    })
    await waitFor(() => expect(db.localPasswords).toEqual([{ user_id: grace.id, password: 'cobol-4-ever' }]))
  })

  it('shows the delete request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users')
    const [shown] = await menuActionSendsShown(user, { row: 'Grace Hopper', dialog: 'Delete user' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: `/v1/system/identity-providers/local/users/${grace.id}?silo=engineering`,
      body: undefined,
    })
    expect(await screen.findByText('User Grace Hopper deleted')).toBeTruthy()
  })
})
