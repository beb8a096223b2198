import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderNetworking } from '~/testing/render-networking'
import { db } from '~mock/db'
import { rack } from '~mock/fixtures/hardware/rack'
import { guest } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
const portRow = (label: string) =>
  within(screen.getByRole('table', { name: 'Switch ports' }))
    .getByRole('link', { name: label })
    .closest('tr') as HTMLElement

describe('the switches page', () => {
  it('opens on the switches, each with its baseboard and rack, and says what the API does not tell', async () => {
    const { router } = renderNetworking('/system/networking/switches')
    const table = await screen.findByRole('table', { name: 'Switches' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2)
    const row = within(table).getByText('BRM44220010').closest('tr') as HTMLElement
    expect(within(row).getByText('913-0000006')).toBeTruthy()
    expect(within(row).getByText('revision 4')).toBeTruthy()
    expect(within(row).getByText(rack.id)).toBeTruthy()
    expect(screen.getByText(/The API does not say which switch sits in which slot/)).toBeTruthy()
    const tabs = screen.getByRole('tablist', { name: 'Switch sections' })
    expect(within(tabs).getByRole('tab', { name: 'Switches' }).getAttribute('aria-selected')).toBe('true')
    expect(router.state.location.pathname).toBe('/system/networking/switches')
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Switches'])
  })

  it("lists the ports on the other tab, reached by keyboard, with each one's link, settings and neighbour", async () => {
    const user = userEvent.setup()
    const { router } = renderNetworking('/system/networking/switches')
    await screen.findByRole('table', { name: 'Switches' })
    within(screen.getByRole('tablist', { name: 'Switch sections' }))
      .getByRole('tab', { name: 'Switches' })
      .focus()
    await user.keyboard('{ArrowRight}')
    const table = await screen.findByRole('table', { name: 'Switch ports' })
    expect(router.state.location.pathname).toBe('/system/networking/ports')
    // 64 ports, 50 a page, by switch then port number
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(50)
    expect(rows.slice(0, 3).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'switch0/qsfp0',
      'switch0/qsfp1',
      'switch0/qsfp2',
    ])
    expect(within(rows[10]).getAllByRole('cell')[0].textContent).toBe('switch0/qsfp10')

    // the uplink: up at 100G, heard from the core router
    await waitFor(() => expect(within(portRow('switch0/qsfp0')).getByText('up')).toBeTruthy())
    await within(portRow('switch0/qsfp0')).findByText('core-rtr-a.dc1.example.net')
    expect(cellsOf(portRow('switch0/qsfp0'))).toEqual([
      'switch0/qsfp0',
      'up',
      '100 Gbit/s',
      'Reed-Solomon',
      'Off',
      'default-uplink0',
      'core-rtr-a.dc1.example.net port Ethernet49/1, at 172.20.15.251, fd00:1701:d::251',
      expect.any(String),
    ])
    // settings applied, but nothing plugged in
    await waitFor(() => expect(within(portRow('switch1/qsfp1')).getByText('down')).toBeTruthy())
    await within(portRow('switch1/qsfp1')).findByText('None heard')
    expect(cellsOf(portRow('switch1/qsfp1')).slice(1, 6)).toEqual([
      'down',
      '25 Gbit/s',
      'Firecode',
      'On',
      'lab-tor-uplink',
    ])
    // no settings: no link, but a neighbour is heard all the same
    await within(portRow('switch0/qsfp1')).findByText('lab-tor-3')
    expect(cellsOf(portRow('switch0/qsfp1')).slice(1, 6)).toEqual(['no link', '—', '—', '—', 'None'])
    expect(cellsOf(portRow('switch0/qsfp1'))[6]).toBe('lab-tor-3 port swp16, at 10.10.3.3')

    expect(
      within(portRow('switch1/qsfp1')).getByRole('link', { name: 'switch1/qsfp1' }).getAttribute('href'),
    ).toBe(`/system/networking/ports/${rack.id}/switch1/qsfp1`)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Switches', 'Ports'])
  })

  it('says so in the row of a port whose link cannot be read, and leaves the others', async () => {
    server.use(
      http.get('*/v1/system/hardware/switch-port/:port/status', ({ request }) =>
        new URL(request.url).searchParams.get('switch_location') === 'switch1'
          ? HttpResponse.json(
              { message: 'switch1 is not answering', error_code: 'ServiceUnavailable' },
              { status: 503 },
            )
          : undefined,
      ),
    )
    renderNetworking('/system/networking/ports')
    await screen.findByRole('table', { name: 'Switch ports' })
    await within(portRow('switch1/qsfp0')).findByText('Could not be read')
    await within(portRow('switch0/qsfp0')).findByText('up')
  })

  it('says there is nothing to show when the rack reports no switches or ports', async () => {
    db.switches = []
    db.switchPorts = []
    renderNetworking('/system/networking/switches')
    expect(await screen.findByRole('heading', { name: 'No switches' })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Ports' }))
    expect(await screen.findByRole('heading', { name: 'No switch ports' })).toBeTruthy()
  })

  it('shows the error screen when the switches cannot be read', async () => {
    server.use(
      http.get('*/v1/system/hardware/switches', () =>
        HttpResponse.json({ message: 'Internal Server Error', error_code: 'Internal' }, { status: 500 }),
      ),
    )
    renderNetworking('/system/networking/switches')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('is Page not found for anyone who is not a fleet viewer', async () => {
    signIn(guest)
    renderNetworking('/system/networking/ports')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
