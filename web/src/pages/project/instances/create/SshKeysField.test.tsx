import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { SSH_KEY_MESSAGES } from '~/util/ssh-public-key'
import { DSA_KEY, TEST_KEYS } from '~/util/ssh-test-keys'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { setupMockServer } from '~mock/node'
import InstanceCreateForm from './InstanceCreateForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/instances-new',
    element: <InstanceCreateForm />,
    // the signed-in layout reads the user for every page
    loader: (args: LoaderFunctionArgs) => Promise.all([instanceCreateLoader(args), preload(currentUserView)]),
  },
  { path: '/projects/:project/instances/:instance/storage', element: <p>instance page</p> },
]

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
const keys = () => screen.getByRole('group', { name: 'SSH keys' })
/** A key's checkbox, whose accessible name is the key's name and then its description. */
const keyBox = (name: string) =>
  within(keys()).getByRole('checkbox', {
    name: (accessible) => accessible === name || accessible.startsWith(`${name} `),
  }) as HTMLInputElement

/** Opens the form with a name typed in it, which must outlast whatever happens in the dialog. */
async function start(project = 'billing') {
  const user = userEvent.setup()
  const result = renderRoutes(routes, `/projects/${project}/instances-new`)
  await screen.findByRole('heading', { name: 'Create instance' })
  await user.clear(nameField())
  await pasteInto(user, nameField(), 'keep-me')
  return { user, ...result }
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add SSH key' })
  const keyField = within(dialog).getByRole('textbox', { name: /^Public key/ }) as HTMLTextAreaElement
  return { dialog, keyField }
}

describe('the SSH keys of the create instance form', () => {
  it('adds a key from inside the form, selects it and keeps everything typed in the form', async () => {
    const { user, router } = await start()
    const { dialog, keyField } = await openDialog(user)
    await pasteInto(user, keyField, TEST_KEYS.ed25519.line)
    // named after the key's comment, as on the settings page
    const keyName = within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
    await waitFor(() => expect(keyName.value).toBe('ada-analytical-engine'))
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SSH key' })).toBeNull())
    await waitFor(() => expect(keyBox('ada-analytical-engine').checked).toBe(true))
    expect(keyBox('laptop').checked).toBe(true)
    expect(nameField().value).toBe('keep-me')
    // the dialog's submit is its own: the instance is not created with it
    expect(router.state.location.pathname).toBe('/projects/billing/instances-new')
    expect(db.instances.some((i) => i.name === 'keep-me')).toBe(false)
    expect(db.sshKeys.find((k) => k.name === 'ada-analytical-engine')?.public_key).toBe(
      TEST_KEYS.ed25519.line,
    )
    expect(screen.getByText('SSH key ada-analytical-engine added')).toBeTruthy()
    // focus goes back to the button that opened the dialog
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add SSH key' })),
    )
  })

  it('refuses an invalid key with the settings page’s words, keeps it, and asks before discarding it', async () => {
    const { user } = await start()
    const { dialog, keyField } = await openDialog(user)
    await pasteInto(user, keyField, DSA_KEY)
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    expect(await within(dialog).findByText(SSH_KEY_MESSAGES.dsa)).toBeTruthy()
    expect(keyField.getAttribute('aria-invalid')).toBe('true')
    expect(keyField.value).toBe(DSA_KEY)

    // the same key as one the profile has, whatever its comment
    await user.clear(keyField)
    await pasteInto(user, keyField, adaLaptopKey.public_key.replace('ada@analytical-engine', 'other'))
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    expect(await within(dialog).findByText('This key is already in your profile, as laptop')).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull())
    expect(keyField.value).toContain(' other')

    await user.keyboard('{Escape}')
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(again).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SSH key' })).toBeNull())
    expect(nameField().value).toBe('keep-me')
    expect(db.sshKeys).toHaveLength(2)
  })

  it('shows a failure of the API in the dialog and keeps what was typed there and in the form', async () => {
    setMockFaults('currentUserSshKeyCreate=500')
    const { user } = await start()
    const { dialog, keyField } = await openDialog(user)
    await pasteInto(user, keyField, TEST_KEYS.skEcdsa.line)
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Internal Server Error')
    expect(keyField.value).toBe(TEST_KEYS.skEcdsa.line)
    expect(screen.getByRole('dialog', { name: 'Add SSH key' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SSH key' })).toBeNull())
    expect(nameField().value).toBe('keep-me')
  })

  it('selects all keys or none, from the keyboard too, and says how many are selected', async () => {
    const { user } = await start()
    // every key to begin with, as the API would give
    // a status, so that a screen reader hears the count change
    expect(screen.getByText('All 2 keys selected').getAttribute('role')).toBe('status')
    await user.click(screen.getByRole('button', { name: 'Select none' }))
    expect(keyBox('laptop').checked).toBe(false)
    expect(keyBox('build-server').checked).toBe(false)
    expect(screen.getByText('No keys selected')).toBeTruthy()

    await user.click(keyBox('laptop'))
    expect(screen.getByText('1 of 2 keys selected')).toBeTruthy()

    screen.getByRole('button', { name: 'Select all' }).focus()
    await user.keyboard('{Enter}')
    expect(keyBox('build-server').checked).toBe(true)
    expect(screen.getByText('All 2 keys selected')).toBeTruthy()
    // nothing left to select: the button says why it does nothing
    expect(screen.getByRole('button', { name: 'Select all' }).getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Tab}{Enter}')
    expect(screen.getByText('No keys selected')).toBeTruthy()
  })

  it('offers to add a key when the profile has none, without leaving the form', async () => {
    db.sshKeys.splice(0)
    const { user } = await start()
    expect(screen.getByText(/Your profile has no SSH keys/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Add/ })).toBeNull()
    const { dialog, keyField } = await openDialog(user)
    await pasteInto(user, keyField, TEST_KEYS.rsa2048.line)
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    await waitFor(() => expect(keyBox('grace-cobol').checked).toBe(true))
    expect(screen.getByText('1 key selected')).toBeTruthy()
    expect(nameField().value).toBe('keep-me')
  })
})
