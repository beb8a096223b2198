import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { TEST_KEYS } from '~/util/ssh-test-keys'
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

const form = () => screen.getByRole('form', { name: 'Create instance' })
const nameField = () => within(form()).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement

async function start(name: string) {
  const user = userEvent.setup()
  const result = renderRoutes(routes, '/projects/billing/instances-new')
  await screen.findByRole('heading', { name: 'Create instance' })
  await user.clear(nameField())
  await pasteInto(user, nameField(), name)
  return { user, ...result }
}

describe('the requests behind the create instance form', () => {
  it('shows the create request as the form is filled in and sends exactly what it showed', async () => {
    const { user, router } = await start('api-2')
    await user.click(within(form()).getByRole('button', { name: 'Show request' }))
    await waitFor(async () => {
      const shown = await shownRequest(form)
      expect(shown.method).toBe('POST')
      expect(shown.url).toBe('/v1/instances?project=billing')
      expect(shown.body).toMatchObject({ name: 'api-2', hostname: 'api-2' })
    })
    await pasteInto(user, within(form()).getByRole('textbox', { name: 'Hostname' }), 'api-two')
    await waitFor(async () => expect((await shownRequest(form)).body).toMatchObject({ hostname: 'api-two' }))
    await user.click(within(form()).getByRole('button', { name: 'Hide request' }))

    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Create instance' })),
      form,
    )
    expect(sent.body).toMatchObject({
      name: 'api-2',
      hostname: 'api-two',
      boot_disk: { type: 'create', name: 'api-2-boot' },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/billing/instances/api-2/storage'),
    )
  })

  it('sends the floating IP its dialog shows, and not the instance', async () => {
    const { user } = await start('keep-me')
    await user.click(screen.getByRole('button', { name: 'Create floating IP' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Create floating IP' })
    await screen.findByRole('dialog', { name: 'Create floating IP' })
    await pasteInto(user, within(dialog()).getByRole('textbox', { name: /^Name/ }), 'front-door')
    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Create floating IP' })),
      dialog,
    )
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/floating-ips?project=billing' })
    expect(sent.body).toMatchObject({ name: 'front-door' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create floating IP' })).toBeNull())
  })

  it('sends the SSH key its dialog shows', async () => {
    const { user } = await start('keep-me')
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Add SSH key' })
    await screen.findByRole('dialog', { name: 'Add SSH key' })
    await pasteInto(
      user,
      within(dialog()).getByRole('textbox', { name: /^Public key/ }),
      TEST_KEYS.ed25519.line,
    )
    const keyName = within(dialog()).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
    await waitFor(() => expect(keyName.value).toBe('ada-analytical-engine'))
    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Add SSH key' })),
      dialog,
    )
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/v1/me/ssh-keys',
      body: { name: 'ada-analytical-engine', public_key: TEST_KEYS.ed25519.line },
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SSH key' })).toBeNull())
  })
})
