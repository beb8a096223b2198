import { screen, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { developers } from '~mock/fixtures/groups'
import { engineeringSilo } from '~mock/fixtures/silos'
import { ada, alan, dorothy, grace, katherine, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { peopleRoutes } from './routes'

setupMockServer()

const routes = [
  {
    errorElement: <RouteErrorScreen />,
    element: (
      <>
        <Breadcrumbs />
        <Outlet />
      </>
    ),
    children: peopleRoutes,
  },
]

/** The cells of the row that names `name`, as text. */
const cells = (table: string, name: string) => {
  const row = within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }))
  if (!row) throw new Error(`no row for ${name}`)
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
}

describe('the users of the silo', () => {
  it('shows each user with their groups and their role on the silo, and where it comes from', async () => {
    renderRoutes(routes, '/users')
    await screen.findByRole('heading', { name: 'Users', level: 1 })
    // a role given to the user themselves
    expect(cells('Users', ada.display_name).slice(0, 3)).toEqual([
      ada.display_name,
      'developers, sre',
      'silo.admin given directly',
    ])
    expect(cells('Users', dorothy.display_name).slice(1, 3)).toEqual([
      'None',
      'silo.limited_collaborator given directly',
    ])
    // a role through a group, which the row names
    expect(cells('Users', grace.display_name).slice(1, 3)).toEqual([
      'developers, sre',
      'silo.collaborator through developers',
    ])
    expect(cells('Users', margaret.display_name)[2]).toBe('silo.viewer through auditors')
    // a role on projects only is no role on the silo
    expect(cells('Users', katherine.display_name).slice(1, 3)).toEqual(['None', 'None'])
    expect(screen.getByRole('link', { name: grace.display_name }).getAttribute('href')).toBe(
      `/users/${grace.id}`,
    )
  })
})

describe('the groups of the silo', () => {
  it('shows each group with its member count and its role on the silo', async () => {
    renderRoutes(routes, '/groups')
    await screen.findByRole('heading', { name: 'Groups', level: 1 })
    expect(cells('Groups', 'developers').slice(0, 3)).toEqual(['developers', '3', 'silo.collaborator'])
    expect(cells('Groups', 'auditors').slice(0, 3)).toEqual(['auditors', '1', 'silo.viewer'])
    expect(cells('Groups', 'sre').slice(0, 3)).toEqual(['sre', '2', 'None'])
    expect(screen.getByRole('link', { name: 'developers' }).getAttribute('href')).toBe(
      `/groups/${developers.id}`,
    )
  })

  it("shows a group's page with its members, each linking to their page", async () => {
    renderRoutes(routes, `/groups/${developers.id}`)
    await screen.findByRole('heading', { name: 'developers', level: 1 })
    const members = screen.getByRole('table', { name: 'Members' })
    expect(
      within(members)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([ada.display_name, alan.display_name, grace.display_name])
    expect(within(members).getByRole('link', { name: alan.display_name }).getAttribute('href')).toBe(
      `/users/${alan.id}`,
    )
    expect(screen.getByText('silo.collaborator')).toBeTruthy()
    // the trail names the group by its name
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Groups', 'developers'])
  })

  it('says so when a group has no members and no role', async () => {
    const id = '7c2e9a14-3f6b-4d8a-b1e5-9a0c4f7d2e36'
    db.groups.push({ id, display_name: 'contractors', silo_id: engineeringSilo.id })
    renderRoutes(routes, `/groups/${id}`)
    await screen.findByRole('heading', { name: 'contractors', level: 1 })
    expect(screen.getByRole('heading', { name: 'No members', level: 3 })).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Members' })).toBeNull()
    expect(screen.getByText('Role on the silo', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'None',
    )
  })

  it('is Page not found for a group that does not exist', async () => {
    renderRoutes(routes, '/groups/0b0e6a43-5d0c-4b7e-9e4e-2f1a6f2a7c11')
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy()
  })
})
