import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { affinityRoutes } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [...affinityRoutes, { path: 'instances/:instance/*', element: <p>instance page</p> }],
  },
]

type User = ReturnType<typeof userEvent.setup>

const members = () => screen.getByRole('table', { name: 'Members' })

async function openGroup(path: string, name: string) {
  const result = renderRoutes(routes, path)
  await screen.findByRole('heading', { name, level: 1 })
  return result
}

async function rename(user: User, form: HTMLElement, name: string) {
  const field = within(form).getByLabelText(/^Name/)
  await user.clear(field)
  await user.type(field, name)
}

describe('the requests behind the group forms', () => {
  it('sends the create request the form showed, for the kind chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/affinity-new')
    const form = await screen.findByRole('dialog', { name: 'Create group' })
    await user.type(within(form).getByLabelText(/^Name/), 'close-by')
    await user.click(within(form).getByRole('radio', { name: /^Affinity group/ }))
    await user.click(within(form).getByRole('radio', { name: /^Fail/ }))
    const [shown] = await pressSendsShown(user, form, 'Create group')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/affinity-groups?project=sandbox',
      body: { name: 'close-by', description: '', policy: 'fail', failure_domain: 'sled' },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/sandbox/affinity-groups/close-by'),
    )
  })

  it('sends the update request the edit form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity/web-spread/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit anti-affinity group' })
    await rename(user, form, 'web-apart')
    const [shown] = await pressSendsShown(user, form, 'Save changes')
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/anti-affinity-groups/web-spread?project=web-frontend',
      body: { name: 'web-apart', description: expect.any(String) },
    })
    expect(await screen.findByText('Anti-affinity group web-apart updated')).toBeTruthy()
  })

  it('sends the add member request the dialog showed', async () => {
    const web1 = db.instances.find((i) => i.name === 'web-1')
    if (web1) web1.run_state = 'stopped'
    const user = userEvent.setup()
    await openGroup('/projects/web-frontend/affinity-groups/cache-pair', 'cache-pair')
    await user.click(screen.getByRole('button', { name: 'Add instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to affinity group' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    await user.click(await screen.findByRole('option', { name: /web-1/ }))
    const [shown] = await pressSendsShown(user, dialog, 'Add instance')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/affinity-groups/cache-pair/members/instance/web-1?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('web-1 added to cache-pair')).toBeTruthy()
  })
})

describe("the requests behind a group's actions", () => {
  it("sends the member removal its confirmation showed, which the member's menu lists too", async () => {
    const user = userEvent.setup()
    await openGroup('/projects/web-frontend/affinity/web-spread', 'web-spread')
    const actions = () => within(members()).getByRole('button', { name: 'Actions for web-2' })
    await user.click(actions())
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for web-2' })
    const removal = within(requests).getByRole('region', { name: 'Remove from group' })
    const url = '/v1/anti-affinity-groups/web-spread/members/instance/web-2?project=web-frontend'
    expect((await within(removal).findByTestId('request-line')).textContent).toBe(`DELETE ${url}`)
    await user.keyboard('{Escape}')

    await user.click(actions())
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from group' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove from group' })
    const [shown] = await pressSendsShown(user, confirm, 'Remove')
    expect(shown).toEqual({ method: 'DELETE', url, body: undefined })
    expect(await screen.findByText('web-2 removed from web-spread')).toBeTruthy()
  })

  it("sends the group's delete its confirmation showed, from the page's Delete button", async () => {
    const user = userEvent.setup()
    const { router } = await openGroup('/projects/web-frontend/affinity/web-spread', 'web-spread')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete anti-affinity group' })
    const [shown] = await pressSendsShown(user, confirm, 'Delete')
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/anti-affinity-groups/web-spread?project=web-frontend',
      body: undefined,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity'))
  })

  it("lists a group's delete in the list's row menu, before Copy ID", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity')
    await user.click(await screen.findByRole('button', { name: 'Actions for affinity group cache-pair' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Delete', 'Show requests', 'Copy ID'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for affinity group cache-pair' })
    const del = within(requests).getByRole('region', { name: 'Delete' })
    expect((await within(del).findByTestId('request-line')).textContent).toBe(
      'DELETE /v1/affinity-groups/cache-pair?project=web-frontend',
    )
  })
})
