import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { floatingIpEditLoader } from '~/pages/project/floating-ips/routes'
import { apiReads } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import FloatingIpEditForm from './FloatingIpEditForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/floating-ips/:floatingIp/edit',
    loader: floatingIpEditLoader,
    element: <FloatingIpEditForm />,
    errorElement: <RouteErrorScreen />,
  },
  { path: '/projects/:project/floating-ips', element: <p>floating IP list</p> },
  { path: '/projects/:project/instances/:instance/networking', element: <p>instance page</p> },
]

/** The value shown beside a read-only property's label. */
const property = (label: string) => {
  const term = screen.getAllByText(label).find((el) => el.tagName === 'DT')
  return term?.nextElementSibling as HTMLElement
}

describe('the edit floating IP form', () => {
  it('shows what cannot change beside the name and description', async () => {
    renderRoutes(routes, '/projects/web-frontend/floating-ips/www/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit floating IP' })
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('www')
    expect(property('ID').textContent).toContain('55a724a0-ab12-4232-8459-d60590972e23')
    expect(within(property('IP address')).getByRole('button', { name: 'Copy IP address' })).toBeTruthy()
    expect(property('IP address').textContent).toContain('10.85.0.40')
    expect(property('Pool').textContent).toBe('default')
    // the form reads the instance the address is attached to by its id
    const instance = await within(property('Instance')).findByRole('link', { name: 'web-1' })
    expect(instance.getAttribute('href')).toBe('/projects/web-frontend/instances/web-1/networking')
    expect(property('Created').textContent).toMatch(/^Jun 1[89], 2024, \d\d:\d\d$/)
    expect(property('Modified').textContent).toMatch(/2024/)
  })

  it('renames the address and returns to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/floating-ips/spare/edit')
    const name = await screen.findByLabelText(/^Name/)
    await user.clear(name)
    await user.type(name, 'lb-public')
    const reads = apiReads()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/floating-ips'))
    expect(await screen.findByText('Floating IP lb-public updated')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.ip === '10.85.0.42')?.name).toBe('lb-public')
    // nothing asks for the address by its old name, which would only answer 404
    expect(reads).not.toContain('/v1/floating-ips/spare')
  })

  it('shows Page not found for an address that does not exist', async () => {
    renderRoutes(routes, '/projects/web-frontend/floating-ips/nowhere/edit')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
