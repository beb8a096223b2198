import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { pasteInto } from '~/testing/paste-into'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import { api } from '~mock/toolkit/test-kit'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

const field = (label: string) =>
  within(screen.getByRole('dialog', { name: 'Create user' })).getByLabelText(label)
const typedIn = (label: string) => (field(label) as HTMLInputElement).value

async function fill(user: User, username: string, password: string, confirm = password) {
  await screen.findByRole('dialog', { name: 'Create user' })
  await pasteInto(user, field('Username'), username)
  await pasteInto(user, field('Password'), password)
  await pasteInto(user, field('Confirm password'), confirm)
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create user' }))

describe('the create user form of a local silo', () => {
  it('creates a user who can then sign in with the password given', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/silos/engineering/users-new')
    await fill(user, 'hedy', 'frequency-hopping')
    expect(field('Password').getAttribute('type')).toBe('password')
    expect(field('Confirm password').getAttribute('type')).toBe('password')
    await submit(user)
    expect(await screen.findByText('User hedy created')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/engineering/users'))
    const created = must(db.users.find((u) => u.username === 'hedy'))
    expect(created.silo_id).toBe(engineeringSilo.id)
    expect(await screen.findByRole('cell', { name: 'hedy' })).toBeTruthy()
    expect(screen.queryByText('frequency-hopping')).toBeNull()
    const login = await api.methods.loginLocal({
      path: { siloName: 'engineering' },
      body: { username: 'hedy', password: 'frequency-hopping' },
    })
    expect(login.response.status).toBe(204)
  })

  it('creates a user with no password, who cannot sign in with one', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users-new')
    await screen.findByRole('dialog', { name: 'Create user' })
    await pasteInto(user, field('Username'), 'lise')
    await user.click(screen.getByRole('radio', { name: 'No password (cannot sign in with a password)' }))
    expect(screen.queryByLabelText('Confirm password')).toBeNull()
    await submit(user)
    expect(await screen.findByText('User lise created')).toBeTruthy()
    const created = must(db.users.find((u) => u.username === 'lise'))
    expect(db.localPasswords).toContainEqual({ user_id: created.id, password: null })
  })

  it('says when the confirmation does not match, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users-new')
    await fill(user, 'hedy', 'frequency-hopping', 'frequency-hoping')
    await submit(user)
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true')
    expect([typedIn('Username'), typedIn('Password'), typedIn('Confirm password')]).toEqual([
      'hedy',
      'frequency-hopping',
      'frequency-hoping',
    ])
    expect(db.users.some((u) => u.username === 'hedy')).toBe(false)
  })

  it('says what is wrong with a username the API would refuse, and keeps it as typed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users-new')
    await fill(user, 'Hedy_Lamarr', 'frequency-hopping')
    await submit(user)
    expect(await screen.findByText('Must start with a lowercase letter')).toBeTruthy()
    expect(typedIn('Username')).toBe('Hedy_Lamarr')
    await user.clear(field('Username'))
    await pasteInto(user, field('Username'), 'hedy_lamarr')
    expect(await screen.findByText('Can only contain letters, numbers, and dashes')).toBeTruthy()
    expect(typedIn('Password')).toBe('frequency-hopping')
    expect(db.users.some((u) => u.username.startsWith('hedy'))).toBe(false)
  })

  it('puts a taken username on its field', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/users-new')
    await fill(user, 'grace', 'cobol-4-ever')
    await submit(user)
    expect(
      await screen.findByText('Silo engineering already has a user grace; choose another username'),
    ).toBeTruthy()
    expect(field('Username').getAttribute('aria-invalid')).toBe('true')
    expect(typedIn('Username')).toBe('grace')
  })
})
