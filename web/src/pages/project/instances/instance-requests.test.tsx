import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, recordWrites, shownRequest } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import InstancesPage from './InstancesPage'
import { instancesLoader } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/instances', element: <InstancesPage />, loader: instancesLoader },
  { path: '*', element: <p>elsewhere</p> },
]

const openMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
}

describe("the requests behind an instance's actions", () => {
  it("lists every action's request in the row menu's Show requests, a disabled one with its reason", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await openMenu(user, 'web-3')
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for web-3' })
    const section = (label: string) => within(dialog).getByRole('region', { name: label })
    await waitFor(() =>
      expect(within(section('Start')).getByTestId('request-line').textContent).toBe(
        'POST /v1/instances/web-3/start?project=web-frontend',
      ),
    )
    expect(within(section('Delete')).getByTestId('request-line').textContent).toBe(
      'DELETE /v1/instances/web-3?project=web-frontend',
    )
    expect(section('Stop').textContent).toContain('Not available now: Only a running')
    // the copy forms: the CLI's command is one tab away
    await user.click(within(section('Start')).getByRole('tab', { name: 'oxide api' }))
    expect(within(section('Start')).getByTestId('request-oxide').textContent).toBe(
      `oxide api '/v1/instances/web-3/start?project=web-frontend' --method POST`,
    )
  })

  it('sends exactly the start request the menu showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await openMenu(user, 'web-3')
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for web-3' })
    const start = within(dialog).getByRole('region', { name: 'Start' })
    const shown = await shownRequest(() => start)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = recordWrites()
    await openMenu(user, 'web-3')
    await user.click(await screen.findByRole('menuitem', { name: /^Start/ }))
    await waitFor(() => expect(sent).toEqual([shown]))
  })

  it("shows a confirmed action's request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await openMenu(user, 'web-1')
    await user.click(await screen.findByRole('menuitem', { name: /^Stop/ }))
    const dialog = () => screen.getByRole('dialog', { name: 'Stop instance' })
    await screen.findByRole('dialog', { name: 'Stop instance' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Stop' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/instances/web-1/stop?project=web-frontend',
      body: undefined,
    })
  })
})
