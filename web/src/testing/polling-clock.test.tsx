import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import InstancesPage from '~/pages/project/instances/InstancesPage'
import { instancesLoader } from '~/pages/project/instances/routes'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import { countReadsOf, startPollingClock } from './polling-clock'

setupMockServer()

const routes = [{ path: '/projects/:project/instances', element: <InstancesPage />, loader: instancesLoader }]

afterEach(() => {
  vi.useRealTimers()
})

describe('the quiet period of the polling clock', () => {
  it('sees the reads of a list that polls: web-frontend has instances starting and rebooting', async () => {
    startPollingClock()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('link', { name: 'web-canary' })
    const list = countReadsOf('/v1/instances')
    try {
      expect(await list.quietPeriod()).toBeGreaterThan(0)
    } finally {
      list.stop()
    }
  })

  it('sees none of a list that has nothing to follow: no instance of billing is changing state', async () => {
    startPollingClock()
    renderRoutes(routes, '/projects/billing/instances')
    await screen.findByRole('link', { name: 'metering-db' })
    const list = countReadsOf('/v1/instances')
    try {
      expect(await list.quietPeriod()).toBe(0)
    } finally {
      list.stop()
    }
  })
})
