import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { projectImagesRoutes } from '~/pages/project/images/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { POLL_MS } from '~/util/constants'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { setTimeScale } from '~mock/toolkit/timers'
import { snapshotsRoutes } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    children: [...snapshotsRoutes, ...projectImagesRoutes],
  },
]

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

describe('the snapshots list', () => {
  it('takes a snapshot of a disk, follows it until it is ready, and makes an image from it', async () => {
    // the mock's snapshot becomes ready 50 times sooner; the list still reads it again every POLL_MS
    setTimeScale(0.02)
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/snapshots-new')
    const form = await screen.findByRole('dialog', { name: 'Create snapshot' })
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Name' }), 'assets-before-migration')
    await user.click(within(form).getByRole('combobox', { name: 'Disk' }))
    await user.click(await screen.findByRole('option', { name: /web-assets/ }))
    await user.click(within(form).getByRole('button', { name: 'Create snapshot' }))
    expect(await screen.findByText('Snapshot assets-before-migration created')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/snapshots'))

    // the list reads the snapshot again while it is being created, until it is ready
    const name = 'assets-before-migration'
    expect(
      await within(await screen.findByRole('table', { name: 'Snapshots' })).findByText(name),
    ).toBeTruthy()
    expect(within(row(name)).getByText('web-assets')).toBeTruthy()
    expect(within(row(name)).getByText('creating')).toBeTruthy()
    await waitFor(() => expect(within(row(name)).getByText('ready')).toBeTruthy(), { timeout: 3 * POLL_MS })

    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Create image' }))
    const imageForm = await screen.findByRole('dialog', { name: 'Create image from snapshot' })
    await pasteInto(user, within(imageForm).getByRole('textbox', { name: 'Name' }), 'assets-image')
    await pasteInto(user, within(imageForm).getByRole('textbox', { name: 'OS' }), 'debian')
    await pasteInto(user, within(imageForm).getByRole('textbox', { name: 'Version' }), '12')
    await user.click(within(imageForm).getByRole('button', { name: 'Create image' }))
    expect(await screen.findByText('Image assets-image created')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/images'))
    const images = await screen.findByRole('table', { name: 'Project images' })
    expect(await within(images).findByRole('cell', { name: 'assets-image' })).toBeTruthy()
    const snapshot = db.snapshots.find((s) => s.name === name)
    const image = db.images.find((i) => i.name === 'assets-image')
    expect([image?.os, image?.version, image?.size]).toEqual(['debian', '12', snapshot?.size])
  })
})
