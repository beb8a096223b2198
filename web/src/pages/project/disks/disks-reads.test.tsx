import { screen, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import DisksPage from './DisksPage'
import { disksLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [{ path: 'disks', loader: disksLoader, element: <DisksPage /> }],
  },
]

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

const instanceId = (name: string) => db.instances.find((i) => i.name === name)?.id

describe('what the disks list reads to name the instances its disks are attached to', () => {
  it('reads by id only the instances the disks on screen name, never the project’s instance list', async () => {
    const paths = apiPaths()
    // by name, the first two disks of web-frontend are cache-1-boot and web-1-boot
    renderRoutes(routes, '/projects/web-frontend/disks?limit=2')
    await screen.findByRole('cell', { name: 'web-1-boot' })
    expect(await within(row('web-1-boot')).findByRole('link', { name: 'web-1' })).toBeTruthy()
    expect(await within(row('cache-1-boot')).findByRole('link', { name: 'cache-1' })).toBeTruthy()
    const instanceReads = paths.filter((p) => p.startsWith('/v1/instances'))
    expect(instanceReads.sort()).toEqual(
      [`/v1/instances/${instanceId('cache-1')}`, `/v1/instances/${instanceId('web-1')}`].sort(),
    )
  })

  it('names the instance of a disk the name filter finds', async () => {
    renderRoutes(routes, '/projects/web-frontend/disks?limit=2&name=web-3')
    const found = await screen.findByRole('table', { name: 'Disks matching “web-3”' })
    const boot = within(found).getByRole('cell', { name: 'web-3-boot' }).closest('tr') as HTMLElement
    expect(await within(boot).findByRole('link', { name: 'web-3' })).toBeTruthy()
  })

  it('says so when the instance a disk names has been deleted', async () => {
    db.instances = db.instances.filter((i) => i.name !== 'web-3')
    renderRoutes(routes, '/projects/web-frontend/disks')
    await screen.findByRole('cell', { name: 'web-3-boot' })
    expect(await within(row('web-3-boot')).findByText('Deleted instance')).toBeTruthy()
    expect(within(row('web-1-boot')).getByRole('link', { name: 'web-1' })).toBeTruthy()
  })
})
