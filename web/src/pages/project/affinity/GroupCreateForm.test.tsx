import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { affinityRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project', element: <Outlet />, children: affinityRoutes }]

async function fill(user: ReturnType<typeof userEvent.setup>, name: string) {
  const form = await screen.findByRole('dialog', { name: 'Create group' })
  await user.type(within(form).getByLabelText(/^Name/), name)
  return form
}

describe('the create group form', () => {
  it('creates an anti-affinity group by default, with the chosen policy, and opens it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/affinity-new')
    const form = await fill(user, 'Spread Out')
    expect(within(form).getByRole('radio', { name: /Anti-affinity group/ })).toHaveProperty('checked', true)
    expect(within(form).getByRole('radio', { name: /^Allow/ })).toHaveProperty('checked', true)
    // each choice says what it means
    expect(
      within(form).getByText(/Strict: when the rule cannot be met, the instance does not start\./),
    ).toBeTruthy()
    await user.click(within(form).getByRole('radio', { name: /^Fail/ }))
    await user.click(within(form).getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/affinity/spread-out'))
    expect(await screen.findByText('Anti-affinity group spread-out created')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'spread-out', level: 1 })).toBeTruthy()
    expect(db.antiAffinityGroups.find((g) => g.name === 'spread-out')).toMatchObject({
      policy: 'fail',
      failure_domain: 'sled',
    })
  })

  it('creates an affinity group that shares its name with an anti-affinity group', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/affinity-new')
    const form = await fill(user, 'web-spread')
    await user.click(within(form).getByRole('radio', { name: /^Affinity group/ }))
    await user.click(within(form).getByRole('button', { name: 'Create group' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/affinity-groups/web-spread'),
    )
    expect(db.affinityGroups.some((g) => g.name === 'web-spread')).toBe(true)
    expect(db.antiAffinityGroups.some((g) => g.name === 'web-spread')).toBe(true)
  })

  it('says a name is required, and puts a taken name on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity-new')
    const form = await screen.findByRole('dialog', { name: 'Create group' })
    await user.click(within(form).getByRole('button', { name: 'Create group' }))
    expect(await within(form).findByText('Name is required')).toBeTruthy()
    await user.type(within(form).getByLabelText(/^Name/), 'cache-pair')
    await user.type(within(form).getByLabelText('Description'), 'kept after the error')
    await user.click(within(form).getByRole('radio', { name: /^Affinity group/ }))
    await user.click(within(form).getByRole('button', { name: 'Create group' }))
    expect(await within(form).findByText('Affinity group name already exists')).toBeTruthy()
    expect((within(form).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'kept after the error',
    )
    expect(within(form).getByRole('radio', { name: /^Affinity group/ })).toHaveProperty('checked', true)
  })
})
