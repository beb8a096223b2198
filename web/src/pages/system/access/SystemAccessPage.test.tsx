import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { systemAccessLoader } from '~/pages/system/access/routes'
import { requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { auditors, developers, sre } from '~mock/fixtures/groups'
import { engineeringSilo } from '~mock/fixtures/silos'
import { ada, grace, margaret, rosalind } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import SystemAccessPage from './SystemAccessPage'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    children: [{ path: '/system/access', loader: systemAccessLoader, element: <SystemAccessPage /> }],
  },
]

type User = ReturnType<typeof userEvent.setup>

const table = () => screen.getByRole('table', { name: 'Fleet access' })
async function openActions(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

async function render() {
  renderRoutes(routes, '/system/access')
  await screen.findByRole('heading', { name: 'Fleet access', level: 1 })
}

describe('the fleet access page', () => {
  it('lists the fleet roles, groups first, and offers the three fleet roles', async () => {
    const user = userEvent.setup()
    await render()
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent))).toEqual([
      ['sre', 'Group', 'fleet.viewer'],
      ['Ada Lovelace', 'User', 'fleet.admin'],
    ])
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.keyboard('{Escape}')
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['admin', 'collaborator', 'viewer'])
    expect(within(form).getByText(/Create silos and administer every silo/)).toBeTruthy()
  })

  it('gives a group a fleet role and takes it away, with a toast each time', async () => {
    const user = userEvent.setup()
    await render()
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.keyboard('auditors')
    await user.click(await screen.findByRole('option', { name: /auditors/ }))
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    await user.click(screen.getByRole('button', { name: 'Assign role' }))
    expect(await screen.findByText('Group auditors added to the fleet as viewer')).toBeTruthy()
    expect(db.fleetPolicy.role_assignments.at(-1)).toEqual({
      identity_id: auditors.id,
      identity_type: 'silo_group',
      role_name: 'viewer',
    })

    const menu = await openActions(user, 'auditors')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Group auditors removed from the fleet')).toBeTruthy()
    await waitFor(() => expect(within(table()).queryByText('auditors')).toBeNull())
    expect(db.fleetPolicy.role_assignments.map((a) => a.identity_id)).toEqual([ada.id, sre.id])
  })

  it('shows the users and groups of other silos by their id', async () => {
    db.fleetPolicy.role_assignments.push({
      identity_id: rosalind.id,
      identity_type: 'silo_user',
      role_name: 'viewer',
    })
    await render()
    const other = must(within(table()).getByText(rosalind.id).closest('tr')) as HTMLElement
    expect(within(other).getByText('Not in silo engineering')).toBeTruthy()
    expect(within(other).getByText('fleet.viewer')).toBeTruthy()
  })

  it('lists those who hold a fleet role through the silo role mapping, and where each role comes from', async () => {
    const user = userEvent.setup()
    // engineering maps silo admins to fleet admins: making a group silo admin makes its members fleet admins
    must(db.siloPolicies[engineeringSilo.id]).role_assignments.push({
      identity_id: developers.id,
      identity_type: 'silo_group',
      role_name: 'admin',
    })
    await render()
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      [
        'developers',
        'Group',
        'fleet.admin',
        'Role mapping of silo engineering: silo admin gives fleet admin',
      ],
      ['sre', 'Group', 'fleet.viewer', 'Assigned on the fleet: viewer'],
      [
        'Ada Lovelace',
        'User',
        'fleet.admin',
        'Assigned on the fleet: adminRole mapping of silo engineering: silo admin gives fleet admin',
      ],
    ])
    expect(screen.getByText(/role mapping also gives fleet roles to holders of its silo roles/)).toBeTruthy()

    // a mapped role is changed with the silo role, not here
    const menu = await openActions(user, 'developers')
    const change = within(menu).getByRole('menuitem', { name: /^Change role/ })
    expect(change.getAttribute('aria-disabled')).toBe('true')
    expect(change.textContent).toContain("Its fleet role comes from silo engineering's role mapping")
  })

  it("does not warn a fleet admin who keeps the role through the silo's mapping, and says why", async () => {
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Ada Lovelace')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    const form = await screen.findByRole('dialog', { name: 'Change role' })
    expect(
      within(form).getByText(
        "Ada Lovelace is also fleet admin through silo engineering's role mapping (as silo admin), whatever is assigned here; the strongest fleet role applies.",
      ),
    ).toBeTruthy()
    await user.click(within(form).getByRole('radio', { name: /^Collaborator/ }))
    expect(within(form).queryByText(/You will no longer be a fleet admin/)).toBeNull()
    expect(within(form).queryByRole('checkbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await screen.findByText('Role of user Ada Lovelace on the fleet changed to collaborator'),
    ).toBeTruthy()
    expect(db.fleetPolicy.role_assignments[0]?.role_name).toBe('collaborator')
    // and she is a fleet admin still, as the page said
    await waitFor(() =>
      expect(within(table()).getByText('Ada Lovelace').closest('tr')?.textContent).toContain('fleet.admin'),
    )

    // removing her assignment says what still applies
    const again = await openActions(user, 'Ada Lovelace')
    await user.click(within(again).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    expect(
      within(confirm).getByText(
        "Remove the collaborator role of user Ada Lovelace on the fleet? They keep fleet admin through silo engineering's role mapping (as silo admin).",
      ),
    ).toBeTruthy()
  })

  it('asks more before a fleet admin gives up their own fleet role when nothing gives it back', async () => {
    // a silo whose role mapping gives nothing: the fleet's assignment is Ada's only fleet role
    must(db.silos.find((s) => s.id === engineeringSilo.id)).mapped_fleet_roles = {}
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'Ada Lovelace')
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }))
    const form = await screen.findByRole('dialog', { name: 'Change role' })
    await user.click(within(form).getByRole('radio', { name: /^Collaborator/ }))
    expect(
      within(form).getByText(
        'You will no longer be a fleet admin: you will not be able to change the system or who has fleet access, and cannot give the role back to yourself. Your fleet role will be collaborator.',
      ),
    ).toBeTruthy()
    await user.click(
      within(form).getByRole('checkbox', { name: 'I understand that I will lose my fleet admin role' }),
    )
    await user.click(screen.getByRole('button', { name: 'Update role' }))
    expect(
      await screen.findByText('Role of user Ada Lovelace on the fleet changed to collaborator'),
    ).toBeTruthy()
    expect(db.fleetPolicy.role_assignments[0]?.role_name).toBe('collaborator')
  })

  it('offers a fleet viewer no changes, and says why', async () => {
    signIn(grace)
    const user = userEvent.setup()
    await render()
    const menu = await openActions(user, 'sre')
    const remove = within(menu).getByRole('menuitem', { name: /^Remove/ })
    expect(remove.getAttribute('aria-disabled')).toBe('true')
    expect(remove.textContent).toContain('Needs the admin role on the fleet')
  })

  it('shows a refusal it could not foresee as it comes, and changes nothing', async () => {
    // a fleet viewer whom the page sees as a fleet admin, through silo engineering's mapping of its admins to
    // fleet admins: her silo role is taken away after the page read it, while the fleet's policy stays as shown
    signIn(grace)
    const user = userEvent.setup()
    const before = structuredClone(db.fleetPolicy)
    const siloPolicy = must(db.siloPolicies[engineeringSilo.id])
    const siloBefore = structuredClone(siloPolicy.role_assignments)
    siloPolicy.role_assignments.push({
      identity_id: grace.id,
      identity_type: 'silo_user',
      role_name: 'admin',
    })
    await render()
    siloPolicy.role_assignments = siloBefore
    const menu = await openActions(user, 'sre')
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Could not remove role')).toBeTruthy()
    expect(screen.getByText('Action not authorized')).toBeTruthy()
    expect(db.fleetPolicy).toEqual(before)
  })

  it('is Page not found for anyone without a fleet role', async () => {
    signIn(margaret)
    renderRoutes(routes, '/system/access')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
