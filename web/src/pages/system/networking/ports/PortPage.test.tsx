import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { disabledReason } from '~/testing/disabled-reason'
import { renderNetworking } from '~/testing/render-networking'
import { recordWrites } from '~/testing/show-request'
import { rack } from '~mock/fixtures/hardware/rack'
import { grace } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { NO_SETTINGS_REASON } from './LldpSection'
import { NOTHING_TO_CLEAR } from './use-clear-settings'

setupMockServer()

const portPath = (location: string, port: string) => `/system/networking/ports/${rack.id}/${location}/${port}`

/** A property's value in the section titled `section`. */
function propertyIn(section: string, label: string) {
  const region = screen.getByRole('region', { name: section })
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

const pageProperty = (label: string) =>
  screen.getAllByText(label, { selector: 'dt' })[0].nextElementSibling?.textContent

describe("a switch port's page", () => {
  it('shows an uplink: its link as the switch reports it, its settings, its LLDP and its neighbour', async () => {
    renderNetworking(portPath('switch0', 'qsfp0'))
    await screen.findByRole('heading', { name: 'Port switch0/qsfp0', level: 1 })
    expect(pageProperty('Switch')).toBe('switch0 (upper slot)')
    expect(pageProperty('Rack')).toContain(rack.id)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Switches', 'Ports', 'switch0/qsfp0'])
    expect(within(crumbs).getByRole('link', { name: 'Ports' }).getAttribute('href')).toBe(
      '/system/networking/ports',
    )

    await waitFor(() => expect(propertyIn('Link status', 'Link')).toBe('up'))
    expect(propertyIn('Link status', 'Speed')).toBe('100 Gbit/s')
    expect(propertyIn('Link status', 'FEC')).toBe('RS')
    expect(propertyIn('Link status', 'Autoneg')).toBe('Off')
    expect(propertyIn('Link status', 'MAC address')).toBe('a8:40:25:05:0a:00')

    expect(propertyIn('Settings', 'Name')).toBe('default-uplink0')
    expect(propertyIn('Settings', 'Addresses')).toBe('172.20.15.241/28 (phy0)')
    expect(propertyIn('Settings', 'BGP peers')).toBe('172.20.15.251 (AS 65001)')
    const links = screen.getByRole('table', { name: 'Links' })
    expect(
      within(links)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['phy0', '1500', '100 Gbit/s', 'Reed-Solomon', 'Off', 'On'])

    await waitFor(() => expect(propertyIn('LLDP', 'LLDP')).toBe('On'))
    expect(propertyIn('LLDP', 'System name')).toBe('oxide-rack1-switch0')
    expect(propertyIn('LLDP', 'Management IP')).toBe('172.20.15.241')

    const neighbours = await screen.findByRole('table', { name: 'LLDP neighbours' })
    const row = within(neighbours).getByText('core-rtr-a.dc1.example.net').closest('tr') as HTMLElement
    expect(within(row).getByText('Ethernet49/1')).toBeTruthy()
    expect(within(row).getByText('172.20.15.251, fd00:1701:d::251')).toBeTruthy()
    expect(within(row).getByText('44:4c:a8:3e:91:0a')).toBeTruthy()
  })

  it('shows a port whose cable is out as down, with no neighbour heard', async () => {
    renderNetworking(portPath('switch1', 'qsfp1'))
    await screen.findByRole('heading', { name: 'Port switch1/qsfp1', level: 1 })
    expect(pageProperty('Switch')).toBe('switch1 (lower slot)')
    await waitFor(() => expect(propertyIn('Link status', 'Link')).toBe('down'))
    expect(propertyIn('Settings', 'Name')).toBe('lab-tor-uplink')
    await waitFor(() => expect(propertyIn('LLDP', 'LLDP')).toBe('Off'))
    expect(propertyIn('LLDP', 'System name')).toBe('None')
    expect(
      await screen.findByText(
        'None heard: nothing is plugged into the port, or the device at the other end does not speak LLDP.',
      ),
    ).toBeTruthy()
  })

  it('shows a port without settings without asking its switch, and offers nothing that needs them', async () => {
    const reads: string[] = []
    server.events.on('request:start', ({ request }) => {
      reads.push(new URL(request.url).pathname)
    })
    renderNetworking(portPath('switch0', 'qsfp5'))
    await screen.findByRole('heading', { name: 'Port switch0/qsfp5', level: 1 })
    expect(
      screen.getByText('No link: the port has no settings, so its switch brings no link up on it.'),
    ).toBeTruthy()
    expect(screen.getByText(/No settings are applied to this port/)).toBeTruthy()
    expect(disabledReason(screen.getByRole('button', { name: 'Edit LLDP' }))).toBe(NO_SETTINGS_REASON)
    expect(disabledReason(screen.getByRole('button', { name: 'Clear settings' }))).toBe(NOTHING_TO_CLEAR)
    expect(screen.getByRole('link', { name: 'Apply settings' })).toBeTruthy()
    await screen.findByText(/None heard/)
    expect(reads.filter((r) => r.endsWith('/status') || r.endsWith('/lldp/config'))).toEqual([])
    server.events.removeAllListeners()
  })

  it('keeps the rest of the page when the link status cannot be read, and says why', async () => {
    server.use(
      http.get('*/v1/system/hardware/switch-port/:port/status', () =>
        HttpResponse.json(
          { message: 'the switch daemon is not answering', error_code: 'ServiceUnavailable' },
          { status: 503 },
        ),
      ),
    )
    renderNetworking(portPath('switch0', 'qsfp0'))
    const alert = await screen.findByText(
      "Could not read the link's status: The switch daemon is not answering.",
    )
    expect(alert.getAttribute('role')).toBe('alert')
    expect(propertyIn('Settings', 'Name')).toBe('default-uplink0')
  })

  it('is Page not found for a port the rack does not have', async () => {
    renderNetworking(portPath('switch0', 'qsfp99'))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('offers a fleet viewer no change, saying why, and sends nothing', async () => {
    signIn(grace)
    const writes = recordWrites()
    renderNetworking(portPath('switch0', 'qsfp0'))
    await screen.findByRole('heading', { name: 'Port switch0/qsfp0', level: 1 })
    for (const name of ['Apply settings', 'Clear settings']) {
      expect(disabledReason(screen.getByRole('button', { name }))).toBe('Needs the admin role on the fleet')
    }
    await waitFor(() =>
      expect(disabledReason(screen.getByRole('button', { name: 'Edit LLDP' }))).toBe(
        'Needs the admin role on the fleet',
      ),
    )
    expect(writes).toEqual([])
  })
})
