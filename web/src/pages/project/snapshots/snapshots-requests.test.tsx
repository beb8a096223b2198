import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { projectImagesRoutes } from '~/pages/project/images/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { snapshotsRoutes } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    children: [...snapshotsRoutes, ...projectImagesRoutes],
  },
]

const SNAPSHOT = 'web-1-boot-2024-11-20'

describe('the requests behind the snapshot forms', () => {
  it('sends the create request the snapshot form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots-new')
    const form = await screen.findByRole('dialog', { name: 'Create snapshot' })
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Name' }), 'assets-now')
    await user.click(within(form).getByRole('combobox', { name: 'Disk' }))
    await user.click(await screen.findByRole('option', { name: /web-assets/ }))
    const [shown] = await pressSendsShown(user, form, 'Create snapshot')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/snapshots?project=web-frontend',
      body: { name: 'assets-now', description: '', disk: 'web-assets' },
    })
    expect(await screen.findByText('Snapshot assets-now created')).toBeTruthy()
  })

  it('sends the image create request the image form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, `/projects/web-frontend/snapshots/${SNAPSHOT}/images-new`)
    const form = await screen.findByRole('dialog', { name: 'Create image from snapshot' })
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Name' }), 'web-golden')
    await pasteInto(user, within(form).getByRole('textbox', { name: 'OS' }), 'ubuntu')
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Version' }), '24.04')
    const [shown] = await pressSendsShown(user, form, 'Create image')
    const snapshot = db.snapshots.find((s) => s.name === SNAPSHOT)
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/images?project=web-frontend',
      body: {
        name: 'web-golden',
        description: '',
        os: 'ubuntu',
        version: '24.04',
        source: { type: 'snapshot', id: snapshot?.id },
      },
    })
    expect(await screen.findByText('Image web-golden created')).toBeTruthy()
  })
})

describe("the requests behind a snapshot's actions", () => {
  it('shows the delete request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots')
    await user.click(await screen.findByRole('button', { name: `Actions for ${SNAPSHOT}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete snapshot' })
    const [shown] = await pressSendsShown(user, confirm, 'Delete')
    expect(shown).toEqual({
      method: 'DELETE',
      url: `/v1/snapshots/${SNAPSHOT}?project=web-frontend`,
      body: undefined,
    })
    expect(await screen.findByText(`Snapshot ${SNAPSHOT} deleted`)).toBeTruthy()
  })

  it("lists the delete's request in the row menu's Show requests", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots')
    await user.click(await screen.findByRole('button', { name: `Actions for ${SNAPSHOT}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: `Requests for ${SNAPSHOT}` })
    const del = within(dialog).getByRole('region', { name: 'Delete' })
    expect((await within(del).findByTestId('request-line')).textContent).toBe(
      `DELETE /v1/snapshots/${SNAPSHOT}?project=web-frontend`,
    )
  })
})
