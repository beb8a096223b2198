import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import VpcEditForm, { loader as editLoader } from './VpcEditForm'
import VpcPage, { loader as pageLoader } from './VpcPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc',
    loader: pageLoader,
    element: <VpcPage />,
    errorElement: <p>error screen</p>,
    children: [
      { path: 'firewall-rules', element: <p>rules tab</p> },
      { path: 'edit', loader: editLoader, element: <VpcEditForm /> },
    ],
  },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

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
