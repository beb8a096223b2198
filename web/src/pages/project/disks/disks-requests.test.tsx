import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown, recordWrites, shownRequest } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import DiskCreateForm from './DiskCreateForm'
import DiskPage from './DiskPage'
import DisksPage from './DisksPage'
import { diskCreateLoader, diskLoader, disksLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [
      { path: 'disks', loader: disksLoader, element: <DisksPage /> },
      { path: 'disks/:disk', loader: diskLoader, element: <DiskPage /> },
      { path: 'disks-new', loader: diskCreateLoader, element: <DiskCreateForm /> },
      { path: 'instances/:instance/storage', element: <p>instance page</p> },
    ],
  },
]

type User = ReturnType<typeof userEvent.setup>

async function openActions(user: User, disk: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${disk}` }))
  return screen.findByRole('menu')
}

describe('the requests behind the disk forms', () => {
  it('sends the create request the form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/disks-new')
    const form = await screen.findByRole('dialog', { name: 'Create disk' })
    await pasteInto(user, within(form).getByLabelText(/^Name/), 'scratch')
    const [shown] = await pressSendsShown(user, form, 'Create disk')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/disks?project=sandbox',
      body: {
        name: 'scratch',
        description: '',
        size: 10 * 1024 ** 3,
        disk_source: { type: 'blank', block_size: 4096 },
      },
    })
  })

  it('sends the attach request the dialog showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    const menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Attach to instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attach disk' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    await user.click(await screen.findByRole('option', { name: /web-3/ }))
    const [shown] = await pressSendsShown(user, dialog, 'Attach disk')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/instances/web-3/disks/attach?project=web-frontend',
      body: { disk: 'web-assets' },
    })
    expect(await screen.findByText('Disk web-assets attached to web-3')).toBeTruthy()
  })
})

describe("the requests behind a disk's actions", () => {
  it('sends the snapshot request the menu showed, under the name it showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    let menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for web-assets' })
    const shown = await shownRequest(() => within(dialog).getByRole('region', { name: 'Snapshot' }))
    expect(shown).toMatchObject({ method: 'POST', url: '/v1/snapshots?project=web-frontend' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const sent = recordWrites()
    menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Snapshot' }))
    await waitFor(() => expect(sent).toEqual([shown]))
    const { name } = shown.body as { name: string }
    expect(await screen.findByText(`Snapshot ${name} created`)).toBeTruthy()
  })

  it('shows the delete request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    const menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete disk' })
    const [shown] = await pressSendsShown(user, confirm, 'Delete')
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/disks/web-assets?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Disk web-assets deleted')).toBeTruthy()
  })

  it("lists the disk page's actions with their requests in its menu", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks/web-assets')
    await user.click(await screen.findByRole('button', { name: 'Actions for disk web-assets' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for disk web-assets' })
    const line = async (label: string) =>
      within(within(dialog).getByRole('region', { name: label })).findByTestId('request-line')
    expect((await line('Delete')).textContent).toBe('DELETE /v1/disks/web-assets?project=web-frontend')
    expect((await line('Snapshot')).textContent).toBe('POST /v1/snapshots?project=web-frontend')
    // a detached disk has nothing to detach from, so no request to show either
    expect(within(dialog).queryByRole('region', { name: 'Detach' })).toBeNull()
  })
})
