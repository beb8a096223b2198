import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bulkButton, bulkReason, bulkResultOf, selectRows } from '~/testing/bulk'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import { snapshotsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project', children: snapshotsRoutes }]

describe('bulk actions on the snapshots list', () => {
  it('deletes several after one confirmation that counts and names them, sending what it showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots')
    await selectRows(user, ['web-1-boot-2024-11-20', 'web-golden-src'])
    await bulkReason('snapshots', 'Delete', null)
    await user.click(bulkButton('snapshots', 'Delete'))
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 snapshots' })
    expect(confirm.textContent).toContain('Delete 2 snapshots: web-1-boot-2024-11-20, web-golden-src?')
    const shown = await pressSendsShown(user, confirm, 'Delete')
    expect(shown.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /v1/snapshots/web-1-boot-2024-11-20?project=web-frontend',
      'DELETE /v1/snapshots/web-golden-src?project=web-frontend',
    ])
    await screen.findByRole('heading', { name: 'Deleted 2 snapshots' })
    expect(bulkResultOf('web-golden-src')).toBe('Done')
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'web-golden-src' })).toBeNull())
  })

  it('does not offer to delete a snapshot still being created, and says so', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/ml-training/snapshots')
    await selectRows(user, ['trainer-datasets-pre-run'])
    await bulkReason(
      'snapshots',
      'Delete',
      'trainer-datasets-pre-run cannot be deleted: a snapshot cannot be deleted while it is being created',
    )
  })
})
