import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { bulkButton, bulkReason, bulkResultOf, selectRows } from '~/testing/bulk'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import DisksPage from './DisksPage'
import { disksLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [{ path: 'disks', loader: disksLoader, element: <DisksPage /> }],
  },
]

describe('bulk actions on the disks list', () => {
  it("offers what every selected disk allows, and gives each refusing disk's own reason", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await selectRows(user, ['web-1-boot', 'web-assets'])
    await bulkReason('disks', 'Snapshot', null)
    await bulkReason(
      'disks',
      'Delete',
      'web-1-boot cannot be deleted: only a detached or faulted disk can be deleted',
    )
    await bulkReason(
      'disks',
      'Detach',
      'web-1-boot cannot be detached: this is the boot disk of web-1; set another boot disk first; web-assets cannot be detached: only an attached disk can be detached',
    )
  })

  it('snapshots several disks at once without asking, each with its result', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await selectRows(user, ['web-1-boot', 'web-assets'])
    await bulkReason('disks', 'Snapshot', null)
    await user.click(bulkButton('disks', 'Snapshot'))
    await screen.findByRole('heading', { name: 'Snapshotted 2 disks' })
    expect(bulkResultOf('web-assets')).toBe('Done')
    expect(bulkResultOf('web-1-boot')).toBe('Done')
    // the results say it, once per row: no toast for each snapshot
    expect(screen.queryByText(/^Snapshot .* created$/)).toBeNull()
    const sources = db.snapshots.filter((s) => s.description.startsWith('Snapshot of web-'))
    expect(sources.map((s) => s.description).sort()).toEqual([
      'Snapshot of web-1-boot',
      'Snapshot of web-assets',
    ])
  })

  it('deletes after one confirmation that counts and names the disks, sending what it showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await selectRows(user, ['web-assets'])
    await bulkReason('disks', 'Delete', null)
    await user.click(bulkButton('disks', 'Delete'))
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 disk' })
    expect(confirm.textContent).toContain('Delete 1 disk: web-assets?')
    await pressSendsShown(user, confirm, 'Delete')
    await screen.findByRole('heading', { name: 'Deleted 1 disk' })
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'web-assets' })).toBeNull())
    expect(
      within(screen.getByRole('table', { name: 'Disks' })).queryAllByRole('checkbox', { checked: true }),
    ).toEqual([])
  })
})
