import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { addInstanceCopies, pickPastFirstPage } from '~/testing/long-lists'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { affinityRoutes } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [...affinityRoutes, { path: 'instances/:instance/*', element: <p>instance page</p> }],
  },
]

describe('the add member dialog of a project with more instances than a page', () => {
  it('finds an instance past the first page by part of its name, and adds that one', async () => {
    addInstanceCopies(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity-groups/cache-pair')
    await screen.findByRole('heading', { name: 'cache-pair', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to affinity group' })
    const picker = within(dialog).getByRole('combobox', { name: 'Instance' })
    await pickPastFirstPage(user, picker, { many: 'instances', typed: 'tra-1077', name: 'extra-1077' })
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }))

    expect(await screen.findByText('extra-1077 added to cache-pair')).toBeTruthy()
    const group = db.affinityGroups.find((g) => g.name === 'cache-pair')
    const added = db.instances.find((i) => i.name === 'extra-1077')
    expect(db.affinityGroupMembers.some((m) => m.group_id === group?.id && m.instance_id === added?.id)).toBe(
      true,
    )
  })
})
