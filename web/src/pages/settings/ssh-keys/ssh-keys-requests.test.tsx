import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { TEST_KEYS } from '~/util/ssh-test-keys'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { setupMockServer } from '~mock/node'
import { sshKeysRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: sshKeysRoutes }]

const DELETE = { method: 'DELETE', url: `/v1/me/ssh-keys/${adaLaptopKey.id}`, body: undefined }

/** Checks that the confirmation showed the delete of the laptop key, and that the key went. */
async function expectLaptopDeleted(shown: unknown[]) {
  expect(shown).toEqual([DELETE])
  expect(await screen.findByText('SSH key laptop deleted')).toBeTruthy()
}

describe('the requests behind the SSH keys', () => {
  it('sends the add request the form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/ssh-keys-new')
    const form = await screen.findByRole('dialog', { name: 'Add SSH key' })
    await user.click(within(form).getByRole('textbox', { name: /^Public key/ }))
    await user.paste(`  ${TEST_KEYS.rsa2048.line}\n`)
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }))
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'cobol')
    const [shown] = await pressSendsShown(user, form, 'Add SSH key')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/me/ssh-keys',
      body: { name: 'cobol', description: '', public_key: TEST_KEYS.rsa2048.line },
    })
    expect(await screen.findByText('SSH key cobol added')).toBeTruthy()
  })

  it("sends the delete its confirmation showed, from the list, whose row menu's Show requests lists it", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/ssh-keys')
    await user.click(await screen.findByRole('button', { name: 'Actions for laptop' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for laptop' })
    const del = within(requests).getByRole('region', { name: 'Delete' })
    expect((await within(del).findByTestId('request-line')).textContent).toBe(`DELETE ${DELETE.url}`)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await expectLaptopDeleted(await menuActionSendsShown(user, { row: 'laptop', dialog: 'Delete SSH key' }))
  })

  it("sends the delete its confirmation showed, from the key's panel", async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/settings/ssh-keys/laptop/edit')
    const panel = await screen.findByRole('dialog', { name: 'SSH key' })
    await user.click(within(panel).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete SSH key' })
    await expectLaptopDeleted(await pressSendsShown(user, confirm, 'Delete'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ssh-keys'))
  })
})
