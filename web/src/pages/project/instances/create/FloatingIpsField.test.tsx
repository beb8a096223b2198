import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
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

/** The instance's name, not the floating IP's in the dialog over it. */
const nameField = () =>
  within(screen.getByRole('form', { name: 'Create instance' })).getByRole('textbox', {
    name: /^Name/,
  }) as HTMLInputElement
/** A floating IP's checkbox, whose accessible name is its name and then its address. */
const fipBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Floating IPs' })).getByRole('checkbox', {
    name: (accessible) => accessible.startsWith(`${name} `),
  }) as HTMLInputElement

async function start(project: string) {
  const user = userEvent.setup()
  const result = renderRoutes(routes, `/projects/${project}/instances-new`)
  await screen.findByRole('heading', { name: 'Create instance' })
  await user.clear(nameField())
  await pasteInto(user, nameField(), 'keep-me')
  await user.click(screen.getByRole('button', { name: 'Create floating IP' }))
  const dialog = await screen.findByRole('dialog', { name: 'Create floating IP' })
  return { user, dialog, ...result }
}

describe('the floating IPs of the create instance form', () => {
  it('creates a floating IP from inside the form, picks it, and the instance gets it', async () => {
    const { user, dialog, router } = await start('billing')
    expect(screen.getByText('No unattached floating IPs in this project.')).toBeTruthy()
    // the silo's default pool, as on the floating IP list's form
    expect((within(dialog).getByRole('combobox', { name: 'IP pool' }) as HTMLInputElement).value).toBe(
      'default',
    )
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'ingress')
    await user.click(within(dialog).getByRole('button', { name: 'Create floating IP' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create floating IP' })).toBeNull())
    await waitFor(() => expect(fipBox('ingress').checked).toBe(true))
    expect(nameField().value).toBe('keep-me')
    expect(router.state.location.pathname).toBe('/projects/billing/instances-new')

    await user.click(screen.getByRole('button', { name: 'Create instance' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/billing/instances/keep-me/storage'),
    )
    const instance = db.instances.find((i) => i.name === 'keep-me')
    expect(db.floatingIps.find((f) => f.name === 'ingress')?.instance_id).toBe(instance?.id)
  })

  it('shows a refusal of the API on its field in the dialog and keeps what was typed', async () => {
    const { user, dialog } = await start('web-frontend')
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'spare')
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'typed in the dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Create floating IP' }))
    expect(await within(dialog).findByText('Floating IP name already exists')).toBeTruthy()
    const name = within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(name.value).toBe('spare')
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(
      'typed in the dialog',
    )
    expect(nameField().value).toBe('keep-me')
    // the seeded spare is offered and stays unpicked
    expect(fipBox('spare').checked).toBe(false)
  })

  it('closes at once when nothing was typed in it', async () => {
    const { user } = await start('billing')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create floating IP' })).toBeNull())
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull()
    expect(nameField().value).toBe('keep-me')
  })
})
