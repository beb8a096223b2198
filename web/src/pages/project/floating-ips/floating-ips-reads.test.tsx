import { screen, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import FloatingIpsPage from './FloatingIpsPage'
import { floatingIpsLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [{ path: 'floating-ips', loader: floatingIpsLoader, element: <FloatingIpsPage /> }],
  },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('what the floating IP list reads to name the instances its addresses are attached to', () => {
  it('reads by id only the instance an address on screen is attached to, never the project’s instance list', async () => {
    const paths = apiPaths()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'www' })
    expect(await within(row('www')).findByRole('link', { name: 'web-1' })).toBeTruthy()
    expect(within(row('spare')).getByText('Not attached')).toBeTruthy()
    const web1 = db.instances.find((i) => i.name === 'web-1')?.id
    expect(paths.filter((p) => p.startsWith('/v1/instances'))).toEqual([`/v1/instances/${web1}`])
  })

  it('says so when the instance an address names has been deleted', async () => {
    db.instances = db.instances.filter((i) => i.name !== 'web-1')
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'www' })
    expect(await within(row('www')).findByText('Deleted instance')).toBeTruthy()
  })
})
