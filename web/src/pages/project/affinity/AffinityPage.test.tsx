import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
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

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('the affinity list', () => {
  it('shows both kinds of group, typed, with policy, failure domain and member count', async () => {
    renderRoutes(routes, '/projects/web-frontend/affinity')
    await screen.findByRole('link', { name: 'web-spread' })
    const spread = row('web-spread')
    expect(within(spread).getByText('anti-affinity')).toBeTruthy()
    expect(within(spread).getByText('allow')).toBeTruthy()
    expect(within(spread).getByText('best effort')).toBeTruthy()
    expect(within(spread).getByText('sled')).toBeTruthy()
    expect(await within(spread).findByRole('cell', { name: '3' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'web-spread' }).getAttribute('href')).toBe(
      '/projects/web-frontend/affinity/web-spread',
    )
    const pair = row('cache-pair')
    expect(within(pair).getByText('affinity')).toBeTruthy()
    expect(await within(pair).findByRole('cell', { name: '1' })).toBeTruthy()
    // affinity groups live at a path of their own
    expect(screen.getByRole('link', { name: 'cache-pair' }).getAttribute('href')).toBe(
      '/projects/web-frontend/affinity-groups/cache-pair',
    )
    // what the kinds and policies mean is said on the page
    expect(
      screen.getByText(/Strict: when the rule cannot be met, the instance does not start\./),
    ).toBeTruthy()
  })

  it('edits, deletes after a confirmation naming the group, and copies the ID from the row menu', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/affinity')
    await screen.findByRole('link', { name: 'cache-pair' })
    // the confirmation words what stays by the member count, which each row reads after the list
    await within(row('cache-pair')).findByRole('cell', { name: '1' })
    await user.click(screen.getByRole('button', { name: 'Actions for affinity group cache-pair' }))
    let menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete affinity group' })
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete affinity group cache-pair? Its member stays as it is; only the grouping goes.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Affinity group cache-pair deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'cache-pair' })).toBeNull())
    expect(db.affinityGroups.some((g) => g.name === 'cache-pair')).toBe(false)
    // the anti-affinity group and its members are untouched
    expect(db.antiAffinityGroupMembers).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Actions for anti-affinity group web-spread' }))
    menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity/web-spread/edit'),
    )
  })

  it('explains an empty list and offers to create the first group', async () => {
    renderRoutes(routes, '/projects/sandbox/affinity')
    expect(await screen.findByRole('heading', { name: 'No affinity groups' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'New group' })[0].getAttribute('href')).toBe(
      '/projects/sandbox/affinity-new',
    )
  })

  it('shows the error when a list cannot be read', async () => {
    setMockFaults('affinityGroupList=503')
    renderRoutes(routes, '/projects/web-frontend/affinity')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('shows the list when members cannot be read, the count saying so in each row it concerns', async () => {
    setMockFaults('antiAffinityGroupMemberList=500')
    renderRoutes(routes, '/projects/web-frontend/affinity')
    await screen.findByRole('link', { name: 'web-spread' })
    expect(await within(row('web-spread')).findByRole('cell', { name: 'Could not load' })).toBeTruthy()
    // the affinity group's members are read apart and counted as usual
    expect(await within(row('cache-pair')).findByRole('cell', { name: '1' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
  })

  it('sends the bare affinity-groups path to the list', async () => {
    const { router } = renderRoutes(routes, '/projects/web-frontend/affinity-groups')
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity'))
    expect(await screen.findByRole('link', { name: 'web-spread' })).toBeTruthy()
  })
})
