import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countReadsOf, startPollingClock } from '~/testing/polling-clock'
import { renderRoutes } from '~/testing/render-routes'
import { POLL_MS } from '~/util/constants'
import { setupMockServer } from '~mock/node'
import { api, ok } from '~mock/toolkit/test-kit'
import { setTimeScale } from '~mock/toolkit/timers'
import InstancesPage from './InstancesPage'
import { instancesLoader } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/instances', element: <InstancesPage />, loader: instancesLoader },
  { path: '*', element: <p>elsewhere</p> },
]

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
})

describe('the instance list', () => {
  it('shows state, size and a state-gated action menu for every instance', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('link', { name: 'web-3' })
    expect(within(rowOf('web-1')).getByText('running')).toBeTruthy()
    expect(within(rowOf('web-1')).getByText('4 vCPU')).toBeTruthy()
    expect(within(rowOf('web-1')).getByText('16 GiB')).toBeTruthy()
    expect(within(rowOf('web-canary')).getByText('starting')).toBeTruthy()
    // each row's external IPs come after the table, without its SNAT address
    await waitFor(() => expect(within(rowOf('web-1')).getByText('10.85.0.40')).toBeTruthy())
    expect(within(rowOf('web-1')).queryByText(/10\.85\.0\.32/)).toBeNull()
    await waitFor(() => expect(within(rowOf('web-2')).getByText('10.85.0.50')).toBeTruthy())

    await user.click(within(rowOf('web-3')).getByRole('button', { name: 'Actions for web-3' }))
    const stop = await screen.findByRole('menuitem', { name: /^Stop/ })
    expect(stop.getAttribute('aria-disabled')).toBe('true')
    expect(stop.textContent).toContain(
      'Only a running, starting, rebooting or failed instance can be stopped',
    )
    expect(screen.getByRole('menuitem', { name: /^Start/ }).getAttribute('aria-disabled')).toBeNull()
    expect(screen.getByRole('menuitem', { name: /^Copy ID/ })).toBeTruthy()
  })

  it('sorts by name in either direction, from the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('link', { name: 'web-3' })
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('link')[0].textContent)
    expect(names()[0]).toBe('cache-1')

    await user.click(screen.getByRole('button', { name: /Sort by/ }))
    await user.click(await screen.findByRole('option', { name: 'Name, Z to A' }))
    await waitFor(() => expect(names()[0]).toBe('web-canary'))
    expect(router.state.location.search).toBe('?sort=name_descending')
  })

  it('reads the list again while an instance starts, and stops once none is changing state', async () => {
    // the mock's instance runs 25 s after it starts, on the page's clock: never before the list has shown it
    setTimeScale(10)
    startPollingClock()
    ok(
      await api.methods.instanceCreate({
        query: { project: 'billing' },
        body: {
          name: 'db-1',
          description: '',
          hostname: 'db-1',
          ncpus: 1,
          memory: 1024 ** 3,
          networkInterfaces: { type: 'none' },
          externalIps: [],
          disks: [],
          start: true,
        },
      }),
    )
    renderRoutes(routes, '/projects/billing/instances')
    await screen.findByRole('link', { name: 'db-1' })
    expect(within(rowOf('db-1')).getByText('starting')).toBeTruthy()
    const list = countReadsOf('/v1/instances')
    try {
      await act(() => vi.advanceTimersByTimeAsync(25_000 + POLL_MS))
      await waitFor(() => expect(within(rowOf('db-1')).getByText('running')).toBeTruthy())
      expect(list.reads).toBeGreaterThan(0)
      expect(await list.quietPeriod()).toBe(0)
    } finally {
      list.stop()
    }
  })
})
