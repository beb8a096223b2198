import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { invalidate, preload } from '~/api'
import { currentUserView } from '~/components/current-user'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { disabledReason } from '~/testing/disabled-reason'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { sandbox } from '~mock/fixtures/projects'
import { dorothy, katherine, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { projectRoutes } from './routes'

setupMockServer()

// who is signed in, read first as the signed-in shell does
const routes = [
  { errorElement: <RouteErrorScreen />, loader: () => preload(currentUserView), children: projectRoutes },
]

describe("a project's actions under the user's role", () => {
  it('are disabled for a viewer, each saying the role it needs, while what only looks stays open', async () => {
    // a silo viewer, and so a viewer of every project
    signIn(margaret)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('heading', { name: 'Instances', level: 1 })
    const create = screen.getByRole('button', { name: 'New instance' })
    expect(disabledReason(create)).toBe('Needs the limited collaborator role on this project')
    await user.click(screen.getByRole('button', { name: 'Actions for web-1' }))
    const menu = await screen.findByRole('menu')
    for (const name of ['Stop', 'Reboot', 'Delete']) {
      const item = within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })
      expect(item.getAttribute('aria-disabled')).toBe('true')
      expect(item.textContent).toContain('Needs the limited collaborator role on this project')
    }
    expect(
      within(menu).getByRole('menuitem', { name: 'Serial console' }).getAttribute('aria-disabled'),
    ).toBeNull()
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('let a limited collaborator work with instances but not the network', async () => {
    signIn(dorothy)
    renderRoutes(routes, '/projects/web-frontend/instances')
    // the project's loader has read her roles: what the page shows first is what they allow
    await screen.findByRole('heading', { name: 'Instances', level: 1 })
    const create = screen.getByRole('link', { name: 'New instance' })
    expect(create.getAttribute('href')).toBe('/projects/web-frontend/instances-new')
    cleanup()
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    const newVpc = await screen.findByRole('button', { name: 'New VPC' })
    expect(disabledReason(newVpc)).toBe('Needs the collaborator role on this project')
  })

  it("follow a change of the user's role as soon as the policy is read again", async () => {
    // collaborator on the sandbox project, with no silo role
    signIn(katherine)
    renderRoutes(routes, '/projects/sandbox/instances')
    await screen.findByRole('link', { name: 'New instance' })
    const policy = must(db.projectPolicies[sandbox.id])
    policy.role_assignments = policy.role_assignments.map((a) =>
      a.identity_id === katherine.id ? { ...a, role_name: 'viewer' } : a,
    )
    // what the project's access page does after a change
    await act(() => invalidate('projectPolicyView'))
    await waitFor(() =>
      expect(disabledReason(screen.getByRole('button', { name: 'New instance' }))).toBe(
        'Needs the limited collaborator role on this project',
      ),
    )
  })
})
