import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { floatingIpsLoader } from '~/pages/project/floating-ips/routes'
import { bulkButton, bulkReason, bulkResultOf, selectBox, selectRows } from '~/testing/bulk'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import FloatingIpsPage from './FloatingIpsPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [{ path: 'floating-ips', loader: floatingIpsLoader, element: <FloatingIpsPage /> }],
  },
]

describe('bulk actions on the floating IP list', () => {
  it('detaches, then deletes, only once every selected address allows it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await selectRows(user, ['www', 'spare'])
    await bulkReason(
      'floating IPs',
      'Delete',
      'www cannot be deleted: a floating IP cannot be deleted while it is attached; detach it from web-1 first',
    )
    await bulkReason('floating IPs', 'Detach', 'spare cannot be detached: not attached to an instance')

    // Space on a row's box, from the keyboard
    selectBox('spare').focus()
    await user.keyboard(' ')
    await bulkReason('floating IPs', 'Detach', null)
    await user.click(bulkButton('floating IPs', 'Detach'))
    const detach = await screen.findByRole('dialog', { name: 'Detach 1 floating IP' })
    expect(detach.textContent).toContain('Detach 1 floating IP: www?')
    await user.click(within(detach).getByRole('button', { name: 'Detach' }))
    await screen.findByRole('heading', { name: 'Detached 1 floating IP' })
    expect(bulkResultOf('www')).toBe('Done')
    await waitFor(() => expect(db.floatingIps.find((f) => f.name === 'www')?.instance_id).toBeNull())

    await selectRows(user, ['spare', 'www'])
    await bulkReason('floating IPs', 'Delete', null)
    await user.click(bulkButton('floating IPs', 'Delete'))
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 floating IPs' })
    expect(confirm.textContent).toContain('Delete 2 floating IPs: spare, www?')
    await pressSendsShown(user, confirm, 'Delete')
    await screen.findByRole('heading', { name: 'Deleted 2 floating IPs' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'spare' })).toBeNull())
  })
})
