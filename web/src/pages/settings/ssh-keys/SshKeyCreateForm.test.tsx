import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { SSH_KEY_MESSAGES } from '~/util/ssh-public-key'
import { DSA_KEY, TEST_KEYS } from '~/util/ssh-test-keys'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { setupMockServer } from '~mock/node'
import { sshKeyCreateLoader } from './routes'
import SshKeyCreateForm from './SshKeyCreateForm'

setupMockServer()

const routes = [
  { path: '/settings/ssh-keys-new', loader: sshKeyCreateLoader, element: <SshKeyCreateForm /> },
  { path: '/settings/ssh-keys', element: <p>SSH key list</p> },
]

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
const keyField = () => screen.getByRole('textbox', { name: /^Public key/ }) as HTMLTextAreaElement
const submit = () => screen.getByRole('button', { name: 'Add SSH key' })

async function start() {
  const user = userEvent.setup()
  const result = renderRoutes(routes, '/settings/ssh-keys-new')
  await screen.findByRole('dialog', { name: 'Add SSH key' })
  return { user, ...result }
}

async function pasteKey(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(keyField())
  await user.paste(text)
}

describe('the add SSH key form', () => {
  it('refuses a key that is not an OpenSSH public key with what is wrong, keeps the input and sends nothing', async () => {
    const { user } = await start()
    await user.type(nameField(), 'old')
    await pasteKey(user, DSA_KEY)
    await user.click(submit())
    expect(await screen.findByText(SSH_KEY_MESSAGES.dsa)).toBeTruthy()
    expect(keyField().getAttribute('aria-invalid')).toBe('true')
    expect(keyField().value).toBe(DSA_KEY)
    expect(nameField().value).toBe('old')
    expect(db.sshKeys.some((k) => k.name === 'old')).toBe(false)

    await user.clear(keyField())
    await pasteKey(user, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKhnsky12IoOPDTx')
    await user.click(submit())
    expect(await screen.findByText(SSH_KEY_MESSAGES.truncated)).toBeTruthy()
  })

  it('asks for a key when there is none', async () => {
    const { user } = await start()
    await user.type(nameField(), 'empty')
    await user.click(submit())
    expect(await screen.findByText('Public key is required')).toBeTruthy()
  })

  it('names a pasted key after its comment, and adds it without the trailing newline of the file', async () => {
    const { user, router } = await start()
    await pasteKey(user, `${TEST_KEYS.ed25519.line}\n`)
    await waitFor(() => expect(nameField().value).toBe('ada-analytical-engine'))
    await user.click(submit())
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ssh-keys'))
    expect(await screen.findByText('SSH key ada-analytical-engine added')).toBeTruthy()
    const key = db.sshKeys.find((k) => k.name === 'ada-analytical-engine')
    expect(key?.public_key).toBe(TEST_KEYS.ed25519.line)
  })

  it('lets the name follow the key it was taken from, but never replaces a name the user typed', async () => {
    const { user } = await start()
    await pasteKey(user, TEST_KEYS.rsa2048.line)
    await waitFor(() => expect(nameField().value).toBe('grace-cobol'))
    await user.clear(keyField())
    await pasteKey(user, TEST_KEYS.ecdsa256.line)
    await waitFor(() => expect(nameField().value).toBe('margaret-apollo'))

    await user.clear(nameField())
    await user.type(nameField(), 'mine')
    await user.clear(keyField())
    await pasteKey(user, TEST_KEYS.rsa4096.line)
    expect(nameField().value).toBe('mine')
  })

  it('suggests a name that is free when the comment’s is taken', async () => {
    const { user } = await start()
    // the seeded laptop key's comment, on another key
    await pasteKey(user, `${TEST_KEYS.ed25519.line.split(' ').slice(0, 2).join(' ')} laptop`)
    await waitFor(() => expect(nameField().value).toBe('laptop-2'))
  })

  it('refuses a key that is already in the profile, and says under which name', async () => {
    const { user } = await start()
    await user.type(nameField(), 'again')
    await pasteKey(user, adaLaptopKey.public_key.replace('ada@analytical-engine', 'another comment'))
    await user.click(submit())
    expect(await screen.findByText('This key is already in your profile, as laptop')).toBeTruthy()
  })

  it('puts a taken name on the name field and keeps everything typed', async () => {
    const { user } = await start()
    await user.type(nameField(), 'laptop')
    await pasteKey(user, TEST_KEYS.skEd25519.line)
    await user.click(submit())
    expect(await screen.findByText('SSH key name already exists')).toBeTruthy()
    // the message shows for the whole form first, then moves to the field it concerns
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'))
    expect(keyField().value).toBe(TEST_KEYS.skEd25519.line)
  })

  it('shows a failure of the API on the form and keeps everything typed', async () => {
    setMockFaults('currentUserSshKeyCreate=500')
    const { user } = await start()
    await user.type(nameField(), 'yubikey')
    await pasteKey(user, TEST_KEYS.skEcdsa.line)
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error')
    expect(nameField().value).toBe('yubikey')
    expect(keyField().value).toBe(TEST_KEYS.skEcdsa.line)
    expect(db.sshKeys.some((k) => k.name === 'yubikey')).toBe(false)
  })
})
