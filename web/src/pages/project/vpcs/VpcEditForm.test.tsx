import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { vpcEditLoader, vpcLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import VpcEditForm from './VpcEditForm'
import VpcPage from './VpcPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc',
    loader: vpcLoader,
    element: <VpcPage />,
    errorElement: <p>error screen</p>,
    children: [
      { path: 'firewall-rules', element: <p>rules tab</p> },
      { path: 'edit', loader: vpcEditLoader, element: <VpcEditForm /> },
    ],
  },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('the edit VPC form', () => {
  it('renaming keeps the user on the VPC under its new name', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/edit')
    await waitFor(() => expect(field(/^Name/).value).toBe('dmz'))
    await user.clear(field(/^Name/))
    await user.type(field(/^Name/), 'edge-tier')
    await user.clear(field(/^DNS name/))
    await user.type(field(/^DNS name/), 'edge')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/edge-tier/firewall-rules'),
    )
    expect(await screen.findByRole('heading', { name: 'edge-tier', level: 1 })).toBeTruthy()
    expect(screen.getByText('VPC edge-tier updated')).toBeTruthy()
    expect(screen.queryByText('error screen')).toBeNull()
    expect(db.vpcs.find((v) => v.name === 'edge-tier')?.dns_name).toBe('edge')
  })

  it('edited but not renamed, the VPC page behind the form shows the new values', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/edit')
    await waitFor(() => expect(field(/^Name/).value).toBe('dmz'))
    const modifiedBefore = within(propertyValue('Modified')).getByRole('time').getAttribute('datetime')
    await user.clear(field(/^Description/))
    await user.type(field(/^Description/), 'Edge tier, behind the load balancers')
    await user.clear(field(/^DNS name/))
    await user.type(field(/^DNS name/), 'edge')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/firewall-rules'),
    )
    expect(await screen.findByText('Edge tier, behind the load balancers', { selector: 'p' })).toBeTruthy()
    expect(screen.queryByText('Public load balancer tier')).toBeNull()
    expect(within(propertyValue('DNS name')).getByText('edge')).toBeTruthy()
    const modified = db.vpcs.find((v) => v.name === 'dmz')?.time_modified
    expect(modified).toBeTruthy()
    const shown = within(propertyValue('Modified')).getByRole('time').getAttribute('datetime')
    expect(shown).not.toBe(modifiedBefore)
    expect(shown).toBe(new Date(modified as string).toISOString())
  })

  it('puts a taken name on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/edit')
    await waitFor(() => expect(field(/^Name/).value).toBe('dmz'))
    await user.clear(field(/^Name/))
    await user.type(field(/^Name/), 'default')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('VPC name already exists')).toBeTruthy()
    expect(field(/^Name/).value).toBe('default')
  })
})
