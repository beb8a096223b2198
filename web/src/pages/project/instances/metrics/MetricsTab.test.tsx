import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { instancesRoutes } from '~/pages/project/instances/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { web1 } from '~mock/fixtures/compute/instances'
import { margaret } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { api } from '~mock/toolkit/test-kit'
import { msBeforeNow } from '~mock/toolkit/time'

setupMockServer()

const routes = [{ path: '/projects/:project', errorElement: <RouteErrorScreen />, children: instancesRoutes }]

/** Minutes before now: not before the mock loaded, which may be minutes earlier in a worker that ran other files. */
const minutesAgo = (minutes: number) => msBeforeNow(minutes * 60_000)

/** An instance of web-frontend created 5 minutes ago and running since a minute later. */
function newInstance(name: string) {
  db.instances.push({
    ...web1,
    id: crypto.randomUUID(),
    name,
    hostname: name,
    time_created: minutesAgo(5),
    time_modified: minutesAgo(4),
    run_state: 'running',
    time_run_state_updated: minutesAgo(4),
  })
}

/** The OxQL queries the page sends from now on, as sent. */
function oxqlQueries() {
  const sent: string[] = []
  const record = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/v1/timeseries/query') {
      sent.push(((await request.clone().json()) as { query: string }).query)
    }
  }
  server.events.on('request:start', record)
  return { sent, stop: () => server.events.removeListener('request:start', record) }
}

/** When a query's range starts. */
const startOf = (query: string) => Date.parse(`${/timestamp >= @([\d\-T:.]+)/.exec(query)?.[1]}Z`)

afterEach(() => {
  vi.useRealTimers()
})

describe('the metrics of an instance', () => {
  it('say, over the charts of an instance that started within the range, since when there is data', async () => {
    newInstance('web-x')
    renderRoutes(routes, '/projects/web-frontend/instances/web-x/metrics/cpu')
    await screen.findByRole('heading', { name: /^CPU utilization/ })
    // a minute's window may fall either side of the start
    expect(
      await screen.findByText(
        /^Data from when web-x started, [34] minutes ago\. The charts are empty before then\.$/,
      ),
    ).toBeTruthy()
  })

  it('say nothing of the kind for an instance that ran before the range began', async () => {
    renderRoutes(routes, '/projects/web-frontend/instances/web-2/metrics/cpu')
    await screen.findByRole('heading', { name: /^CPU utilization/ })
    await screen.findByRole('group', { name: /^CPU utilization chart/ })
    expect(screen.queryByText(/^Data from when/)).toBeNull()
  })

  it('read the range again at the chosen interval, moving it on', async () => {
    // the page's clock, so that ten seconds pass at once; Date moves with it
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { sent, stop } = oxqlQueries()
    try {
      renderRoutes(routes, '/projects/web-frontend/instances/web-1/metrics/cpu?refresh=10s')
      await screen.findByRole('group', { name: /^CPU utilization chart/ })
      expect(screen.getByRole('button', { name: /Auto-refresh/ }).textContent).toContain('Every 10 s')
      const cpu = () => sent.filter((q) => q.startsWith('get virtual_machine:vcpu_usage | filter timestamp'))
      await waitFor(() => expect(cpu().length).toBeGreaterThan(0))
      const first = cpu()[0]
      const before = cpu().length
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      await waitFor(() => expect(cpu().length).toBeGreaterThan(before))
      expect(startOf(cpu().at(-1) as string)).toBeGreaterThan(startOf(first))
    } finally {
      stop()
    }
  })

  it('offer fleet viewers each chart in the metrics explorer, as one query for the lines it draws', async () => {
    renderRoutes(routes, '/projects/web-frontend/instances/web-1/metrics/network')
    const link = await screen.findByRole('link', { name: 'Open in explorer: Bytes' })
    const href = new URL(link.getAttribute('href') ?? '', 'http://console')
    expect(href.pathname).toBe('/system/metrics')
    expect(href.searchParams.get('query')).toMatch(
      /^\{\n {2}get instance_network_interface:bytes_received \| filter .*;\n {2}get instance_network_interface:bytes_sent \| filter .*\n\}$/,
    )
    const packets = await screen.findByRole('link', { name: 'Open in explorer: Packets' })
    expect(packets.getAttribute('href')).toMatch(/^\/system\/metrics\?query=%7B/)
  })

  it('offer the explorer to no one who cannot see the System', async () => {
    // a silo viewer, who sees the project's instances and their charts but not the fleet
    signIn(margaret)
    renderRoutes(routes, '/projects/web-frontend/instances/web-1/metrics/cpu')
    await screen.findByRole('group', { name: /^CPU utilization chart/ })
    expect(screen.getByText('View OxQL query')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Open in explorer/ })).toBeNull()
  })

  it('say why there is nothing to chart: never ran, no disks, no interfaces', async () => {
    await api.methods.instanceCreate({
      query: { project: 'sandbox' },
      body: {
        name: 'bare',
        description: 'no disks, no interfaces, never started',
        hostname: 'bare',
        ncpus: 1,
        memory: 1024 ** 3,
        networkInterfaces: { type: 'none' },
        externalIps: [],
        disks: [],
        start: false,
      },
    })
    const { router } = renderRoutes(routes, '/projects/sandbox/instances/bare/metrics/cpu')
    expect(await screen.findByRole('heading', { name: 'No metrics yet' })).toBeTruthy()
    expect(screen.getByText('bare has never run', { exact: false })).toBeTruthy()
    await act(() => router.navigate('/projects/sandbox/instances/bare/metrics/disk'))
    expect(await screen.findByRole('heading', { name: 'No disks attached' })).toBeTruthy()
    await act(() => router.navigate('/projects/sandbox/instances/bare/metrics/network'))
    expect(await screen.findByRole('heading', { name: 'No network interfaces' })).toBeTruthy()
  })
})
