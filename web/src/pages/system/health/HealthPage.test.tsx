import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPollingClock } from '~/testing/polling-clock'
import { renderSystem } from '~/testing/render-system'
import { rack } from '~mock/fixtures/hardware/rack'
import { grace } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { HEALTH_REFRESH_MS } from './use-health-part'

setupMockServer()

afterEach(() => {
  vi.useRealTimers()
})

const part = (name: string) => screen.getByRole('region', { name })
/** The item whose title reads `title`, once it shows. */
const itemOf = async (title: string) =>
  (await screen.findByRole('heading', { name: new RegExp(`${title}$`), level: 3 })).closest(
    'li',
  ) as HTMLElement
const summary = () =>
  screen.getAllByRole('status').find((s) => s.textContent?.includes('ttention')) as HTMLElement

const list = () => HttpResponse.json({ items: [], next_page: null })
const failure = () =>
  HttpResponse.json({ message: 'Internal Server Error', error_code: 'Internal' }, { status: 500 })
const bfdUp = () =>
  HttpResponse.json([
    {
      switch: 'switch1',
      peer: '172.20.15.253',
      local: '172.20.15.242',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      state: 'up',
    },
  ])

describe('the fleet health page', () => {
  it('gathers what needs attention across the rack, each with its severity, since when and where to fix it', async () => {
    renderSystem('/system/health')
    await screen.findByRole('heading', { name: 'Fleet health', level: 1 })
    expect(screen.getByText(/The page checks again every 30 seconds\./)).toBeTruthy()

    const port = await itemOf('Link down on switch port switch1/qsfp1')
    expect(within(port).getByText('critical')).toBeTruthy()
    expect(within(port).getByRole('link', { name: 'Open port switch1/qsfp1' }).getAttribute('href')).toBe(
      `/system/networking/ports/${rack.id}/switch1/qsfp1`,
    )

    const peer = await itemOf('BGP peer 172.20.15.253 on switch1 is not established')
    expect(within(peer).getByText('warning')).toBeTruthy()
    expect(within(peer).getByText(/^Since/)).toBeTruthy()
    expect(within(peer).getByRole('link', { name: 'Open BGP peers' }).getAttribute('href')).toBe(
      '/system/networking/routing/peers',
    )
    const bfd = await itemOf('BFD session with 172.20.15.253 on switch1 is down')
    expect(within(bfd).getByRole('link', { name: 'Open BFD sessions' }).getAttribute('href')).toBe(
      '/system/networking/routing/bfd',
    )

    const cert = await itemOf('Certificate rack-wildcard-2025 expires in 12 days')
    expect(within(cert).getByText('warning')).toBeTruthy()
    expect(within(cert).getByText(/^Expires/).textContent).toMatch(/^Expires [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect(within(cert).getByText(/rack-wildcard-2026 is in place/)).toBeTruthy()

    const receiver = await itemOf('Alerts are not reaching receiver audit-sink')
    expect(within(receiver).getByText('critical')).toBeTruthy()
    expect(
      within(receiver).getByRole('link', { name: 'Open receiver audit-sink' }).getAttribute('href'),
    ).toBe('/system/alerts/audit-sink/deliveries')
    await itemOf('Receiver rack-ops-slack failed some deliveries')

    const sled = await itemOf('Sled BRM42220017 is not provisionable')
    expect(within(sled).getByText(/^Last changed/)).toBeTruthy()

    // the parts that found nothing say what they checked
    await within(part('IP pools')).findByText(/^Nothing needs attention\. Checked \d+ IP pools\.$/)
    await within(part('Silo quotas')).findByText(
      /^Nothing needs attention\. Checked the quotas of \d+ silos\.$/,
    )
    await waitFor(() =>
      expect(summary().textContent).toMatch(
        /^Needs attention: \d+ critical, \d+ warnings and \d+ notices?\./,
      ),
    )
  })

  it('says in its place that a part may not be read, and shows the others', async () => {
    // a fleet viewer, but no admin of the silo: its certificates are not listed to her
    signIn(grace)
    renderSystem('/system/health')
    const certificates = await screen.findByRole('region', { name: 'Certificates' })
    expect((await within(certificates).findByRole('alert')).textContent).toBe(
      "Not checked: Action not authorized. Only the silo's admins may list its certificates.",
    )
    expect(within(certificates).queryByRole('button', { name: 'Try again' })).toBeNull()
    await itemOf('Link down on switch port switch1/qsfp1')
    await waitFor(() =>
      expect(summary().textContent).toContain('Not checked: certificates (Action not authorized).'),
    )
  })

  it('shows a part that cannot be read with its error and Try again, leaving the others as they are', async () => {
    server.use(http.get('*/v1/system/networking/bfd-status', failure))
    const user = userEvent.setup()
    renderSystem('/system/health')
    const bfd = await screen.findByRole('region', { name: 'BFD sessions' })
    expect((await within(bfd).findByRole('alert')).textContent).toBe(
      'Could not check BFD sessions: Internal Server Error.',
    )
    await itemOf('BGP peer 172.20.15.253 on switch1 is not established')
    await waitFor(() =>
      expect(summary().textContent).toContain('Not checked: BFD sessions (Internal Server Error).'),
    )

    server.resetHandlers()
    await user.click(within(bfd).getByRole('button', { name: 'Try again' }))
    await itemOf('BFD session with 172.20.15.253 on switch1 is down')
    expect(within(bfd).queryByRole('alert')).toBeNull()
  })

  it('is all clear when nothing needs attention, and says what it checked', async () => {
    server.use(
      http.get('*/v1/system/hardware/sleds', list),
      http.get('*/v1/system/hardware/disks', list),
      http.get('*/v1/system/hardware/switch-port', list),
      http.get('*/v1/certificates', list),
      http.get('*/v1/alert-receivers', list),
      http.get('*/v1/system/networking/bgp-status', () => HttpResponse.json([])),
      http.get('*/v1/system/networking/bfd-status', bfdUp),
      http.get('*/v1/system/update/status', () =>
        HttpResponse.json({
          components_by_release_version: { '17.0.0': 154 },
          suspended: false,
          target_release: { version: '17.0.0', time_requested: '2026-11-01T00:00:00Z' },
          time_last_step_planned: '2026-11-01T01:00:00Z',
        }),
      ),
    )
    renderSystem('/system/health')
    await waitFor(() => expect(summary().textContent).toMatch(/^All clear: nothing needs attention\./))
    expect(summary().textContent).toMatch(
      /Checked 0 sleds and 0 physical disks; the update to 17\.0\.0; 0 switch ports with settings, of 0; 0 BGP sessions; 1 BFD session; the silo's 0 certificates; the latest deliveries of 0 webhook receivers; \d+ IP pools; the quotas of \d+ silos\./,
    )
    expect(within(part('BFD sessions')).getByText('clear')).toBeTruthy()
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
  })

  it('checks again on its own every 30 seconds', async () => {
    startPollingClock()
    renderSystem('/system/health')
    await itemOf('BFD session with 172.20.15.253 on switch1 is down')
    server.use(http.get('*/v1/system/networking/bfd-status', bfdUp))
    // nothing is read again before the 30 seconds are up
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_REFRESH_MS - 5000))
    expect(screen.getByRole('heading', { name: /BFD session with 172\.20\.15\.253/ })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(5500))
    await within(part('BFD sessions')).findByText('Nothing needs attention. Checked 1 BFD session.')
    expect(screen.queryByRole('heading', { name: /BFD session with/ })).toBeNull()
  })
})
