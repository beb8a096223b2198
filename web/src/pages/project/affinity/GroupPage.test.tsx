import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { apiReads } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
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

/** The value shown beside a property's label. */
const property = (label: string) => {
  const term = screen.getAllByText(label).find((el) => el.tagName === 'DT')
  return term?.nextElementSibling as HTMLElement
}

const members = () => screen.getByRole('table', { name: 'Members' })
const memberRow = (name: string) => within(members()).getByRole('link', { name }).closest('tr') as HTMLElement

function setRunState(name: string, state: 'stopped' | 'running') {
  const instance = db.instances.find((i) => i.name === name)
  if (instance) instance.run_state = state
}

describe("a group's page", () => {
  it('shows the properties of the group and its members with their states', async () => {
    renderRoutes(routes, '/projects/web-frontend/affinity/web-spread')
    expect(await screen.findByRole('heading', { name: 'web-spread', level: 1 })).toBeTruthy()
    expect(property('Type').textContent).toBe('anti-affinity')
    expect(property('ID').textContent).toContain('774bba1b-5173-40ad-96b7-67ed6da4a920')
    expect(property('Policy').textContent).toContain('Best effort: when the rule cannot be met')
    expect(property('Failure domain').textContent).toBe('sled')
    expect(property('Members').textContent).toBe('3 of at most 32')
    expect(within(memberRow('web-1')).getByText('running')).toBeTruthy()
    expect(within(memberRow('web-3')).getByText('stopped')).toBeTruthy()
    expect(within(members()).getByRole('link', { name: 'web-1' }).getAttribute('href')).toBe(
      '/projects/web-frontend/instances/web-1/storage',
    )
    expect(screen.getByText(/A group holds at most 32 instances\./)).toBeTruthy()
  })

  it('adds only a stopped instance, and says why the others cannot join', async () => {
    setRunState('web-1', 'stopped')
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity-groups/cache-pair')
    await screen.findByRole('heading', { name: 'cache-pair', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to affinity group' })
    expect(within(dialog).getByText(/The group holds 1 of at most 32 instances\./)).toBeTruthy()
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    const running = await screen.findByRole('option', { name: /web-2/ })
    expect(running.getAttribute('aria-disabled')).toBe('true')
    expect(running.textContent).toContain('Only a stopped instance can be added to a group')
    const starting = screen.getByRole('option', { name: /web-canary/ })
    expect(starting.getAttribute('aria-disabled')).toBe('true')
    // web-3 is a member already, so it is not offered again
    expect(screen.queryByRole('option', { name: /web-3/ })).toBeNull()
    await user.click(screen.getByRole('option', { name: /web-1/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }))
    expect(await screen.findByText('web-1 added to cache-pair')).toBeTruthy()
    await waitFor(() => expect(within(members()).getByRole('link', { name: 'web-1' })).toBeTruthy())
    await waitFor(() => expect(property('Members').textContent).toBe('2 of at most 32'))
  })

  it("puts the API's refusal on the instance field when an instance started meanwhile", async () => {
    setRunState('web-2', 'stopped')
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity-groups/cache-pair')
    await screen.findByRole('heading', { name: 'cache-pair', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to affinity group' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    await user.click(await screen.findByRole('option', { name: /web-2/ }))
    setRunState('web-2', 'running')
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }))
    expect(await within(dialog).findByText(/must be stopped to be added to affinity group/)).toBeTruthy()
    expect((within(dialog).getByRole('combobox', { name: 'Instance' }) as HTMLInputElement).value).toBe(
      'web-2',
    )
  })

  it('says the limit and refuses to add once the group is full', async () => {
    const group = db.antiAffinityGroups.find((g) => g.name === 'web-spread')
    const web3 = db.instances.find((i) => i.name === 'web-3')
    if (!group || !web3) throw new Error('the seed has web-spread and web-3')
    // 29 more stopped instances fill the group to the API's limit of 32
    for (let n = 0; n < 29; n++) {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
      db.instances.push({ ...web3, id, name: `filler-${n}` })
      db.antiAffinityGroupMembers.push({ group_id: group.id, instance_id: id })
    }
    renderRoutes(routes, '/projects/web-frontend/affinity/web-spread')
    await screen.findByRole('heading', { name: 'web-spread', level: 1 })
    expect(property('Members').textContent).toBe('32 of at most 32')
    const add = screen.getByRole('button', { name: 'Add instance' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('The group has the most members it may have, 32')).toBeTruthy()
  })

  it('removes a member after a confirmation naming the instance and the group', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity/web-spread')
    await screen.findByRole('heading', { name: 'web-spread', level: 1 })
    await user.click(within(memberRow('web-2')).getByRole('button', { name: 'Actions for web-2' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove from group' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove from group' })
    expect(
      within(confirm).getByText(/Remove instance web-2 from anti-affinity group web-spread\?/),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('web-2 removed from web-spread')).toBeTruthy()
    await waitFor(() => expect(within(members()).queryByRole('link', { name: 'web-2' })).toBeNull())
    expect(db.antiAffinityGroupMembers).toHaveLength(2)
  })

  it('deletes the group and returns to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/affinity/web-spread')
    await screen.findByRole('heading', { name: 'web-spread', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete anti-affinity group' })
    expect(
      within(confirm).getByText(/delete anti-affinity group web-spread\? Its 3 members stay/),
    ).toBeTruthy()
    const reads = apiReads()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity'))
    expect(db.antiAffinityGroups.some((g) => g.name === 'web-spread')).toBe(false)
    // nothing asks for the group it deleted, which would only answer 404
    expect(reads.filter((p) => p.startsWith('/v1/anti-affinity-groups/web-spread'))).toEqual([])
  })

  it('shows Page not found for a group that does not exist, or one of the other kind', async () => {
    renderRoutes(routes, '/projects/web-frontend/affinity/cache-pair')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})

describe("a group's edit form", () => {
  it('renames the group and shows the policy it cannot change', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/affinity/web-spread/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit anti-affinity group' })
    expect(within(form).getByText(/set when it is created and cannot be changed/)).toBeTruthy()
    expect(
      within(form).getByText('Best effort: when the rule cannot be met, the instance starts anyway.'),
    ).toBeTruthy()
    const name = within(form).getByLabelText(/^Name/)
    await user.clear(name)
    await user.type(name, 'web-apart')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity/web-apart'),
    )
    expect(await screen.findByRole('heading', { name: 'web-apart', level: 1 })).toBeTruthy()
    expect(await screen.findByText('Anti-affinity group web-apart updated')).toBeTruthy()
  })

  it('puts a taken name on the name field and keeps what was typed', async () => {
    db.antiAffinityGroups.push({
      ...db.antiAffinityGroups[0],
      id: '11111111-2222-4333-8444-555555555555',
      name: 'taken',
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity/web-spread/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit anti-affinity group' })
    const name = within(form).getByLabelText(/^Name/) as HTMLInputElement
    await user.clear(name)
    await user.type(name, 'taken')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Anti affinity group name already exists')).toBeTruthy()
    expect(name.value).toBe('taken')
  })
})
