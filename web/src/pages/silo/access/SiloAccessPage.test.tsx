import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { siloAccessLoader } from '~/pages/silo/access/routes'
import { disabledReason } from '~/testing/disabled-reason'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { auditors, developers, sre } from '~mock/fixtures/groups'
import { engineeringSilo } from '~mock/fixtures/silos'
import { ada, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import SiloAccessPage from './SiloAccessPage'

setupMockServer()

const routes = [
  {
    path: '/access',
    loader: siloAccessLoader,
    element: <SiloAccessPage />,
    errorElement: <RouteErrorScreen />,
  },
]

type User = ReturnType<typeof userEvent.setup>

const assignments = () => must(db.siloPolicies[engineeringSilo.id]).role_assignments
const table = () => screen.getByRole('table', { name: 'Silo access' })
const row = (name: string) =>
  must(within(table()).getByText(name, { selector: 'td' }).closest('tr')) as HTMLElement

async function openActions(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

async function render() {
  const result = renderRoutes(routes, '/access')
  await screen.findByRole('heading', { name: 'Silo access', level: 1 })
  return result
}

describe('the silo access page', () => {
  it('lists every role on the silo, groups before users, then by name', async () => {
    await render()
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent))).toEqual([
      ['auditors', 'Group', 'silo.viewer'],
      ['developers', 'Group', 'silo.collaborator'],
      ['Ada Lovelace', 'User', 'silo.admin'],
      ['Dorothy Vaughan', 'User', 'silo.limited_collaborator'],
    ])
  })

  it('gives a group a role from a searchable picker of those without one, and says so', async () => {
    const user = userEvent.setup()
    const before = structuredClone(assignments())
    const { router } = await render()
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    expect(router.state.location.search).toBe('?form=add')
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }))
    // only those with no role on the silo yet, groups first
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'sreGroup',
      'Alan TuringUser',
      'Grace HopperUser',
      'Guest UserUser',
      'Katherine JohnsonUser',
      'Margaret HamiltonUser',
    ])
    await user.keyboard('sr')
    await user.click(screen.getByRole('option', { name: /sre/ }))
    // every role of the level, each with what it allows
    const radios = within(form).getAllByRole('radio')
    expect(radios).toHaveLength(4)
    expect(within(form).getByText(/Create projects and administer every project in the silo/)).toBeTruthy()
    await user.click(within(form).getByRole('radio', { name: /^Collaborator/ }))
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await screen.findByText('Group sre added to silo engineering as collaborator')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user or group' })).toBeNull())
    expect(within(row('sre')).getByText('silo.collaborator')).toBeTruthy()
    expect(assignments()).toEqual([
      ...before,
      { identity_id: sre.id, identity_type: 'silo_group', role_name: 'collaborator' },
    ])
  })

  it('asks for a user or group before anything is sent', async () => {
    const user = userEvent.setup()
    await render()
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    await screen.findByRole('dialog', { name: 'Add user or group' })
    // the picker has focus and shows its list; Escape closes the list, not the form
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await screen.findByText('User or group is required')).toBeTruthy()
    expect(assignments()).toHaveLength(4)
  })

  it("changes a role in the same form, prefilled, and leaves everyone else's as it was", async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'developers')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    const form = await screen.findByRole('dialog', { name: 'Change role' })
    expect(within(form).getByText('Group developers, on silo engineering')).toBeTruthy()
    expect((within(form).getByRole('radio', { name: /^Collaborator/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await screen.findByText('Role of group developers on silo engineering changed to viewer'),
    ).toBeTruthy()
    await waitFor(() => expect(within(row('developers')).getByText('silo.viewer')).toBeTruthy())
    expect(assignments().map((a) => [a.identity_id, a.role_name])).toEqual([
      [ada.id, 'admin'],
      [developers.id, 'viewer'],
      [auditors.id, 'viewer'],
      [must(db.users.find((u) => u.username === 'dorothy')).id, 'limited_collaborator'],
    ])
  })

  it('removes a role after a confirmation that names the identity and the role', async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'auditors')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    expect(
      within(confirm).getByText(
        'Remove the viewer role of group auditors on silo engineering? Its members keep only what other roles give them.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Group auditors removed from silo engineering')).toBeTruthy()
    await waitFor(() => expect(within(table()).queryByText('auditors')).toBeNull())
    expect(assignments().some((a) => a.identity_id === auditors.id)).toBe(false)
    expect(assignments()).toHaveLength(3)
  })

  it('asks more before an admin removes their own admin role, saying what they will lose', async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Ada Lovelace')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your own role' })
    expect(
      within(confirm).getByText('Remove the admin role of user Ada Lovelace on silo engineering?'),
    ).toBeTruthy()
    expect(
      within(confirm).getByText(
        /You will no longer be an admin of silo engineering: you will not be able to change/,
      ),
    ).toBeTruthy()
    const remove = within(confirm).getByRole('button', { name: 'Remove' })
    expect(remove.getAttribute('aria-disabled')).toBe('true')
    await user.click(remove)
    expect(assignments().some((a) => a.identity_id === ada.id)).toBe(true)
    await user.click(
      within(confirm).getByRole('checkbox', {
        name: 'I understand that I will lose my admin role on silo engineering',
      }),
    )
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('User Ada Lovelace removed from silo engineering')).toBeTruthy()
    expect(assignments().some((a) => a.identity_id === ada.id)).toBe(false)
  })

  it("says that the fleet role the silo's role mapping gave goes with the silo role", async () => {
    // Ada's fleet admin role comes only from engineering's mapping of silo admins to fleet admins (her group sre
    // makes her a fleet viewer)
    db.fleetPolicy.role_assignments = db.fleetPolicy.role_assignments.filter((a) => a.identity_id !== ada.id)
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Ada Lovelace')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your own role' })
    expect(
      within(confirm).getByText(
        /You will also no longer be a fleet admin, which the role mapping of silo engineering gave you: you will not be able to change the system or who has fleet access, and cannot give the role back to yourself\. Your fleet role will be viewer\.$/,
      ),
    ).toBeTruthy()
    expect(
      within(confirm).getByRole('checkbox', {
        name: 'I understand that I will lose my admin role on silo engineering and my fleet admin role',
      }),
    ).toBeTruthy()
  })

  it('asks more before an admin changes their own role to a weaker one', async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Ada Lovelace')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    const form = await screen.findByRole('dialog', { name: 'Change role' })
    expect(within(form).queryByRole('checkbox')).toBeNull()
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    // she keeps what her group developers gives her
    expect(within(form).getByText(/Your role there will be collaborator\./)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await within(form).findByText('Tick the box to confirm that you understand what you will lose'),
    ).toBeTruthy()
    expect(assignments()[0].role_name).toBe('admin')
    await user.click(
      within(form).getByRole('checkbox', { name: /I understand that I will lose my admin role/ }),
    )
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await screen.findByText('Role of user Ada Lovelace on silo engineering changed to viewer'),
    ).toBeTruthy()
    expect(assignments()[0]).toEqual({ identity_id: ada.id, identity_type: 'silo_user', role_name: 'viewer' })
  })

  it('offers a viewer no changes, and says why', async () => {
    signIn(margaret)
    const user = userEvent.setup()
    await render()
    const add = screen.getByRole('button', { name: 'Add user or group' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(disabledReason(add)).toBe('Needs the admin role on this silo')
    const menu = await openActions(user, 'developers')
    const remove = within(menu).getByRole('menuitem', { name: /^Remove/ })
    expect(remove.getAttribute('aria-disabled')).toBe('true')
    expect(remove.textContent).toContain('Needs the admin role on this silo')
  })

  it('shows a refusal it could not foresee as it comes, keeping what was chosen and the policy as it was', async () => {
    // a silo viewer whom the page sees in a group of the silo's admins: she leaves the group after the page read
    // her groups, while the policy stays as the page shows it
    signIn(margaret)
    const user = userEvent.setup()
    const standIns = { id: crypto.randomUUID(), display_name: 'stand-ins', silo_id: engineeringSilo.id }
    db.groups.push(standIns)
    assignments().push({ identity_id: standIns.id, identity_type: 'silo_group', role_name: 'admin' })
    const before = structuredClone(assignments())
    const membership = { user_id: margaret.id, group_id: standIns.id }
    db.groupMemberships.push(membership)
    await render()
    db.groupMemberships = db.groupMemberships.filter((m) => m !== membership)
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }))
    await user.click(await screen.findByRole('option', { name: /sre/ }))
    await user.click(within(form).getByRole('radio', { name: /^Admin/ }))
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await within(form).findByText('Action not authorized')).toBeTruthy()
    expect((within(form).getByRole('combobox', { name: 'User or group' }) as HTMLInputElement).value).toBe(
      'sre',
    )
    expect((within(form).getByRole('radio', { name: /^Admin/ }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    // the input is unsaved: closing asks first
    await user.click(await screen.findByRole('button', { name: 'Discard' }))

    const menu = await openActions(user, 'developers')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove role' })).getByRole('button', {
        name: 'Remove',
      }),
    )
    expect(await screen.findByText('Could not remove role')).toBeTruthy()
    expect(screen.getByText('Action not authorized')).toBeTruthy()
    expect(assignments()).toEqual(before)
    expect(within(row('developers')).getByText('silo.collaborator')).toBeTruthy()
  })

  it('explains an empty policy and offers to add the first role', async () => {
    must(db.siloPolicies[engineeringSilo.id]).role_assignments = []
    renderRoutes(routes, '/access')
    expect(await screen.findByRole('heading', { name: 'No roles assigned' })).toBeTruthy()
    expect(screen.getByText('No user or group has a role on silo engineering yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add user or group' })).toBeTruthy()
  })

  it('shows the error screen when the policy cannot be read', async () => {
    setMockFaults('policyView=503')
    renderRoutes(routes, '/access')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('opens the change form from its link, for an identity that has a role', async () => {
    renderRoutes(routes, `/access?form=change&identity=${developers.id}`)
    const form = await screen.findByRole('dialog', { name: 'Change role' })
    expect(within(form).getByText('Group developers, on silo engineering')).toBeTruthy()
  })
})
