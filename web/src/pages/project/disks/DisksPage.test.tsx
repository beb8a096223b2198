import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import DisksPage from './DisksPage'
import { disksLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [
      { path: 'disks', loader: disksLoader, element: <DisksPage /> },
      { path: 'instances/:instance/storage', element: <p>instance page</p> },
    ],
  },
]

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

async function openActions(user: ReturnType<typeof userEvent.setup>, disk: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${disk}` }))
  return screen.findByRole('menu')
}

describe('the disks list', () => {
  it('shows sizes in 1024-based units, states and the attached instance as a link', async () => {
    renderRoutes(routes, '/projects/web-frontend/disks')
    await screen.findByRole('cell', { name: 'web-assets' })
    expect(within(row('web-assets')).getByText('100 GiB')).toBeTruthy()
    expect(within(row('web-assets')).getByText('detached')).toBeTruthy()
    const link = within(row('web-1-boot')).getByRole('link', { name: 'web-1' })
    expect(link.getAttribute('href')).toBe('/projects/web-frontend/instances/web-1/storage')
  })

  it('gives the reason an action is not allowed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await screen.findByRole('cell', { name: 'web-1-boot' })
    const menu = await openActions(user, 'web-1-boot')
    const del = within(menu).getByRole('menuitem', { name: /Delete/ })
    expect(del.getAttribute('aria-disabled')).toBe('true')
    expect(within(menu).getByText('Only a detached or faulted disk can be deleted')).toBeTruthy()
    expect(within(menu).getByText('This is the boot disk of web-1; set another boot disk first')).toBeTruthy()
  })

  it('attaches a detached disk to a stopped instance, then detaches it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await screen.findByRole('cell', { name: 'web-assets' })
    let menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Attach to instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attach disk' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    // web-1 is running, so it cannot take a disk now
    const running = await screen.findByRole('option', { name: /web-1/ })
    expect(running.getAttribute('aria-disabled')).toBe('true')
    await user.click(screen.getByRole('option', { name: /web-3/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Attach disk' }))
    expect(await screen.findByText('Disk web-assets attached to web-3')).toBeTruthy()
    await waitFor(() => expect(within(row('web-assets')).getByRole('link', { name: 'web-3' })).toBeTruthy())

    menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
    const confirm = await screen.findByRole('dialog', { name: 'Detach disk' })
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
    expect(await screen.findByText('Disk web-assets detached')).toBeTruthy()
    expect(db.disks.find((d) => d.name === 'web-assets')?.state.state).toBe('detached')
  })

  it('takes a snapshot from the row menu', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await screen.findByRole('cell', { name: 'web-assets' })
    const menu = await openActions(user, 'web-assets')
    await user.click(within(menu).getByRole('menuitem', { name: 'Snapshot' }))
    expect(await screen.findByText(/^Snapshot web-assets-[0-9a-f]{6} created$/)).toBeTruthy()
    expect(db.snapshots.some((s) => s.name.startsWith('web-assets-'))).toBe(true)
  })
})
