import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { snapshotsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project', children: snapshotsRoutes }]

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

const diskId = (name: string) => db.disks.find((d) => d.name === name)?.id

describe('what the snapshots list reads to name the disks its snapshots were taken of', () => {
  it('reads by id only the disks the snapshots on screen name, never the project’s disk list', async () => {
    const paths = apiPaths()
    renderRoutes(routes, '/projects/web-frontend/snapshots')
    await screen.findByRole('cell', { name: 'web-golden-src' })
    expect(await within(row('web-golden-src')).findByText('web-3-boot')).toBeTruthy()
    expect(await within(row('web-1-boot-2024-11-20')).findByText('web-1-boot')).toBeTruthy()
    expect(paths.filter((p) => p.startsWith('/v1/disks')).sort()).toEqual(
      [`/v1/disks/${diskId('web-1-boot')}`, `/v1/disks/${diskId('web-3-boot')}`].sort(),
    )
  })

  it('says so when the disk a snapshot was taken of has been deleted', async () => {
    db.disks = db.disks.filter((d) => d.name !== 'web-3-boot')
    renderRoutes(routes, '/projects/web-frontend/snapshots')
    await screen.findByRole('cell', { name: 'web-golden-src' })
    expect(await within(row('web-golden-src')).findByText('Deleted disk')).toBeTruthy()
    expect(within(row('web-1-boot-2024-11-20')).getByText('web-1-boot')).toBeTruthy()
  })
})
