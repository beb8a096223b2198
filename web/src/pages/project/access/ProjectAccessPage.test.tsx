import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectAccessLoader } from '~/pages/project/access/routes'
import { disabledReason } from '~/testing/disabled-reason'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { developers } from '~mock/fixtures/groups'
import { sandbox, webFrontend } from '~mock/fixtures/projects'
import { engineeringSilo } from '~mock/fixtures/silos'
import { margaret } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import ProjectAccessPage from './ProjectAccessPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [{ path: 'access', loader: projectAccessLoader, element: <ProjectAccessPage /> }],
  },
]

type User = ReturnType<typeof userEvent.setup>

const projectAssignments = () => must(db.projectPolicies[sandbox.id]).role_assignments
const table = () => screen.getByRole('table', { name: 'Project access' })
const row = (name: string) =>
  must(within(table()).getByText(name, { selector: 'td' }).closest('tr')) as HTMLElement
const roleCell = (name: string) => must(row(name).querySelectorAll('td')[2])

async function openActions(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

async function render(project = 'sandbox') {
  const result = renderRoutes(routes, `/projects/${project}/access`)
  await screen.findByRole('heading', { name: 'Project access', level: 1 })
  return result
}

describe('the project access page', () => {
  it("shows each identity's silo and project roles, the one that applies first, and says why", async () => {
    await render()
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent))).toEqual([
      ['auditors', 'Group'],
      ['developers', 'Group'],
      ['Ada Lovelace', 'User'],
      ['Dorothy Vaughan', 'User'],
      ['Katherine Johnson', 'User'],
    ])
    const badges = (name: string) =>
      [...roleCell(name).querySelectorAll('[data-color]')].map((b) => b.textContent)
    expect(badges('auditors')).toEqual(['project.collaborator', 'silo.viewer'])
    expect(badges('developers')).toEqual(['silo.collaborator'])
    expect(badges('Katherine Johnson')).toEqual(['project.collaborator'])
    const why = within(row('auditors')).getByRole('button', { name: 'Why auditors is collaborator' })
    expect(why.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(must(why.getAttribute('aria-describedby')).split(' ')[0])?.textContent,
    ).toBe(
      'Effective role: collaborator. The project role (collaborator) is stronger than the silo role (viewer), and the stronger of the two applies.',
    )
    // the rule itself is on the page for everyone, with the way to the silo's roles
    expect(screen.getByRole('link', { name: 'Access page' }).getAttribute('href')).toBe('/access')
  })

  it('changes only project roles: a role that comes from the silo says where to change it', async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'developers')
    for (const name of ['Change role', 'Remove']) {
      expect(
        within(menu)
          .getByRole('menuitem', { name: new RegExp(`^${name}`) })
          .getAttribute('aria-disabled'),
      ).toBe('true')
    }
    expect(
      within(menu).getAllByText("Its role comes from the silo; change it on the silo's Access page"),
    ).toHaveLength(2)
  })

  it('adds a group with a project role, changes it and removes it, leaving the other roles as they were', async () => {
    const user = userEvent.setup()
    const before = structuredClone(projectAssignments())
    const siloBefore = structuredClone(db.siloPolicies[engineeringSilo.id])
    await render()

    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    let form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }))
    // silo roles do not keep anyone from a project role; project roles do
    expect(screen.getByRole('option', { name: /developers/ })).toBeTruthy()
    expect(screen.queryByRole('option', { name: /auditors/ })).toBeNull()
    await user.click(screen.getByRole('option', { name: /developers/ }))
    expect(
      within(form).getByText(
        'developers is collaborator on the silo; the stronger of the two roles applies on this project.',
      ),
    ).toBeTruthy()
    await user.click(within(form).getByRole('radio', { name: /^Admin/ }))
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await screen.findByText('Group developers added to project sandbox as admin')).toBeTruthy()
    await waitFor(() => expect(within(roleCell('developers')).getByText('project.admin')).toBeTruthy())
    // the closed form gives the focus back to the button that opened it (and a menu opened before that would
    // lose it and close)
    const add = screen.getByRole('button', { name: 'Add user or group' })
    await waitFor(() => expect(document.activeElement).toBe(add))

    let menu = await openActions(user, 'developers')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    form = await screen.findByRole('dialog', { name: 'Change role' })
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await screen.findByText('Role of group developers on project sandbox changed to viewer'),
    ).toBeTruthy()
    await waitFor(() => expect(within(roleCell('developers')).getByText('project.viewer')).toBeTruthy())
    const actions = screen.getByRole('button', { name: 'Actions for developers' })
    await waitFor(() => expect(document.activeElement).toBe(actions))
    expect(within(roleCell('developers')).getByText('silo.collaborator')).toBeTruthy()

    menu = await openActions(user, 'developers')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    expect(
      within(confirm).getByText(
        'Remove the viewer role of group developers on project sandbox? Its silo role, collaborator, still applies.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Group developers removed from project sandbox')).toBeTruthy()
    await waitFor(() => expect(within(roleCell('developers')).queryByText(/^project\./)).toBeNull())

    expect(projectAssignments()).toEqual(before)
    expect(db.siloPolicies[engineeringSilo.id]).toEqual(siloBefore)
  })

  it("offers no changes to someone who is not the project's admin, and says why", async () => {
    // a silo viewer, collaborator on the project through auditors
    signIn(margaret)
    const user = userEvent.setup()
    await render()
    const add = screen.getByRole('button', { name: 'Add user or group' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(add.getAttribute('aria-describedby')).toBeTruthy()
    expect(disabledReason(add)).toBe('Needs the admin role on this project')
    await user.click(add)
    expect(screen.queryByRole('dialog', { name: 'Add user or group' })).toBeNull()
    const menu = await openActions(user, 'auditors')
    for (const name of ['Change role', 'Remove']) {
      const item = within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })
      expect(item.getAttribute('aria-disabled')).toBe('true')
      expect(item.textContent).toContain('Needs the admin role on this project')
    }
  })

  it("shows a refusal it could not foresee as it comes: 'Action not authorized', keeping what was chosen", async () => {
    // a silo viewer, and so a viewer of web-frontend, whom the page sees in developers, a silo collaborator and
    // so an admin of every project: she leaves the group after the page read her groups, while the policy stays
    // as the page shows it
    signIn(margaret)
    const user = userEvent.setup()
    const before = structuredClone(must(db.projectPolicies[webFrontend.id]).role_assignments)
    const membership = { user_id: margaret.id, group_id: developers.id }
    db.groupMemberships.push(membership)
    await render('web-frontend')
    db.groupMemberships = db.groupMemberships.filter((m) => m !== membership)
    expect(within(roleCell('Grace Hopper')).getByText('project.admin')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }))
    await user.click(await screen.findByRole('option', { name: /sre/ }))
    await user.click(within(form).getByRole('radio', { name: /^Collaborator/ }))
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await within(form).findByText('Action not authorized')).toBeTruthy()
    expect((within(form).getByRole('combobox', { name: 'User or group' }) as HTMLInputElement).value).toBe(
      'sre',
    )
    expect((within(form).getByRole('radio', { name: /^Collaborator/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    // the input is unsaved: closing asks first
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user or group' })).toBeNull())

    let menu = await openActions(user, 'Grace Hopper')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    const change = await screen.findByRole('dialog', { name: 'Change role' })
    await user.click(within(change).getByRole('radio', { name: /^Viewer/ }))
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(await within(change).findByText('Action not authorized')).toBeTruthy()
    expect((within(change).getByRole('radio', { name: /^Viewer/ }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(change).getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role' })).toBeNull())

    menu = await openActions(user, 'Grace Hopper')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    const toast = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Could not remove role'))
      expect(found).toBeDefined()
      return found as HTMLElement
    })
    expect(toast.textContent).toContain('Action not authorized')

    expect(must(db.projectPolicies[webFrontend.id]).role_assignments).toEqual(before)
    expect(within(roleCell('Grace Hopper')).getByText('project.admin')).toBeTruthy()
    expect(within(table()).queryByText('sre', { selector: 'td' })).toBeNull()
  })

  it('asks more when the change takes away the admin role of the user themselves', async () => {
    // margaret administers the project only through its policy, not through the silo
    must(db.projectPolicies[sandbox.id]).role_assignments.push({
      identity_id: margaret.id,
      identity_type: 'silo_user',
      role_name: 'admin',
    })
    signIn(margaret)
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Margaret Hamilton')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your own role' })
    // she keeps what auditors gives her on the project
    expect(within(confirm).getByText(/Your role there will be collaborator\./)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(projectAssignments().some((a) => a.identity_id === margaret.id)).toBe(true)
  })

  it('is Page not found for a project the user cannot see', async () => {
    signIn(must(db.users.find((u) => u.username === 'guest')))
    renderRoutes(routes, '/projects/sandbox/access')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('shows the error screen when the policy cannot be read', async () => {
    setMockFaults('projectPolicyView=500')
    renderRoutes(routes, '/projects/sandbox/access')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('explains a project nobody has a role on, on the silo or on the project', async () => {
    // the silo's roles are what let the user see the project at all, so only the page is shown none
    server.use(http.get('*/v1/policy', () => HttpResponse.json({ role_assignments: [] })))
    renderRoutes(routes, '/projects/billing/access')
    expect(await screen.findByRole('heading', { name: 'No roles assigned' })).toBeTruthy()
    expect(screen.getByText('No user or group has a role on project billing yet.')).toBeTruthy()
  })
})
