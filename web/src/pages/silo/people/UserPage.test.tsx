import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rememberSilo } from '~/api/session'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { disabledReason } from '~/testing/disabled-reason'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { graceCliToken, graceOldToken } from '~mock/fixtures/access-tokens'
import { auditors, developers } from '~mock/fixtures/groups'
import { ada, alan, grace, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { PROJECT_ROLE_LIMIT } from './queries'
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

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement
const roleRow = (where: string) =>
  within(screen.getByRole('table', { name: 'Roles' }))
    .getAllByRole('row')
    .find((r) => r.textContent?.startsWith(where)) as HTMLElement

describe("a user's page", () => {
  it('shows their groups, their roles on the silo and on projects, their tokens and sessions', async () => {
    renderRoutes(routes, `/users/${grace.id}`)
    await screen.findByRole('heading', { name: grace.display_name, level: 1 })
    expect(screen.getByRole('button', { name: 'Copy user ID' })).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Users', grace.display_name])

    const groups = within(section('Groups')).getAllByRole('link')
    expect(groups.map((l) => l.textContent)).toEqual(['developers', 'sre'])
    expect(groups[0].getAttribute('href')).toBe(`/groups/${developers.id}`)

    // on the silo through a group: the change goes to the group's role
    await waitFor(() => expect(roleRow('Project web-frontend')).toBeDefined())
    expect(roleRow('Silo engineering').textContent).toContain('silo.collaborator through developers')
    expect(
      within(roleRow('Silo engineering'))
        .getByRole('link', { name: 'Change role of group developers on silo engineering' })
        .getAttribute('href'),
    ).toBe(`/access?form=change&identity=${developers.id}`)
    // on a project directly
    expect(roleRow('Project web-frontend').textContent).toContain('project.admin given directly')
    expect(
      within(roleRow('Project web-frontend'))
        .getByRole('link', { name: `Change role of ${grace.display_name} on project web-frontend` })
        .getAttribute('href'),
    ).toBe(`/projects/web-frontend/access?form=change&identity=${grace.id}`)
    expect(within(screen.getByRole('table', { name: 'Roles' })).getAllByRole('row')).toHaveLength(1 + 2)

    const tokens = await screen.findByRole('table', { name: 'Access tokens' })
    const expired = within(tokens).getByText(graceOldToken.id).closest('tr') as HTMLElement
    expect(within(expired).getByText('Expired')).toBeTruthy()
    const valid = within(tokens).getByText(graceCliToken.id).closest('tr') as HTMLElement
    expect(within(valid).queryByText('Expired')).toBeNull()
    const sessions = await screen.findByRole('table', { name: 'Console sessions' })
    expect(within(sessions).getAllByRole('row')).toHaveLength(1 + 1)
  })

  it('shows a role on a project that comes through a group', async () => {
    renderRoutes(routes, `/users/${margaret.id}`)
    await screen.findByRole('heading', { name: margaret.display_name, level: 1 })
    await waitFor(() => expect(roleRow('Project sandbox')).toBeDefined())
    expect(roleRow('Project sandbox').textContent).toContain('project.collaborator through auditors')
    const change = within(roleRow('Project sandbox')).getByRole('link', { name: /^Change role/ })
    expect(change.getAttribute('aria-label')).toBe('Change role of group auditors on project sandbox')
    expect(change.getAttribute('href')).toBe(`/projects/sandbox/access?form=change&identity=${auditors.id}`)
  })

  it('signs the user out everywhere after asking, and empties their tokens and sessions', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, `/users/${grace.id}`)
    await screen.findByRole('table', { name: 'Access tokens' })
    await screen.findByRole('table', { name: 'Console sessions' })
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const confirm = await screen.findByRole('dialog', { name: 'Sign out everywhere' })
    expect(
      within(confirm).getByText(
        `Every console session and every access token of ${grace.display_name} ends: they must sign in again, in the console and on the command line.`,
      ),
    ).toBeTruthy()
    // nothing happens before the confirmation
    expect(db.consoleSessions.some((s) => s.silo_user_id === grace.id)).toBe(true)
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByText(`${grace.display_name} was signed out everywhere`)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Access tokens' })).toBeNull())
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Console sessions' })).toBeNull())
    expect(within(section('Access tokens')).getByText(/^No access tokens/)).toBeTruthy()
    expect(within(section('Console sessions')).getByText(/^No console sessions/)).toBeTruthy()
    expect(db.accessTokens.filter((t) => t.silo_user_id === grace.id)).toEqual([])
    expect(db.consoleSessions.filter((s) => s.silo_user_id === grace.id)).toEqual([])
  })

  it('takes the signed-in user to sign in again after they sign themselves out everywhere', async () => {
    const user = userEvent.setup()
    rememberSilo('engineering')
    try {
      const { router } = renderRoutes(routes, `/users/${ada.id}`)
      await screen.findByRole('table', { name: 'Console sessions' })
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
      const confirm = await screen.findByRole('dialog', { name: 'Sign out everywhere' })
      expect(within(confirm).getByText(/you will be signed out here at once/)).toBeTruthy()
      await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/login/engineering/local'))
      expect(db.session.userId).toBeNull()
      expect(db.consoleSessions.filter((s) => s.silo_user_id === ada.id)).toEqual([])
    } finally {
      localStorage.removeItem('oxide.console.silo')
    }
  })

  it("tells a user who is not a silo admin that another user's tokens and sessions are not theirs to see", async () => {
    signIn(grace)
    renderRoutes(routes, `/users/${alan.id}`)
    await screen.findByRole('heading', { name: alan.display_name, level: 1 })
    const tokens = await within(section('Access tokens')).findByRole('alert')
    expect(tokens.textContent).toBe(
      "Could not read access tokens: Action not authorized. Only a silo admin may see another user's access tokens.",
    )
    const sessions = await within(section('Console sessions')).findByRole('alert')
    expect(sessions.textContent).toContain('Action not authorized')
    // the rest of the page is there
    expect(within(section('Groups')).getByRole('link', { name: 'developers' })).toBeTruthy()
    expect(roleRow('Silo engineering').textContent).toContain('silo.collaborator through developers')
    const signOut = screen.getByRole('button', { name: /^Sign out everywhere/ })
    await waitFor(() => expect(signOut.getAttribute('aria-disabled')).toBe('true'))
    expect(disabledReason(signOut)).toBe('Needs the admin role on this silo')
  })

  it('says how far it looked for project roles when the silo has more projects than it reads', async () => {
    const extra = Array.from({ length: PROJECT_ROLE_LIMIT + 5 }, (_, i) => {
      const n = String(i).padStart(2, '0')
      return {
        id: `0e5a7c3b-1d2f-4a6b-8c9d-0000000000${n}`,
        name: `extra-${n}`,
        description: '',
        time_created: '2025-01-01T00:00:00.000Z',
        time_modified: '2025-01-01T00:00:00.000Z',
      }
    })
    db.projects.push(...extra)
    // one that is read, and gives a role
    db.projectPolicies[extra[0].id] = {
      role_assignments: [{ identity_id: grace.id, identity_type: 'silo_user', role_name: 'viewer' }],
    }
    const total = db.projects.length
    renderRoutes(routes, `/users/${grace.id}`)
    await screen.findByRole('heading', { name: grace.display_name, level: 1 })
    expect(
      await within(section('Roles')).findByText(
        `Roles checked on the first ${PROJECT_ROLE_LIMIT} of ${total} projects.`,
      ),
    ).toBeTruthy()
    expect(roleRow('Project extra-00').textContent).toContain('project.viewer given directly')
    // web-frontend sorts after the projects that were read
    expect(roleRow('Project web-frontend')).toBeUndefined()
  })
})
