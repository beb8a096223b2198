import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { rowAction } from '~/testing/routing-kit'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const rowOf = (table: HTMLElement, peer: string) => within(table).getByText(peer).closest('tr') as HTMLElement

describe('the BGP peers tab', () => {
  it("shows each session's state, how long it has been in it, the switch and both ASNs, the troubled first", async () => {
    renderSystem('/system/networking/routing/peers')
    const table = await screen.findByRole('table', { name: 'BGP peers' })
    expect(
      screen.getByText('2 of 3 sessions established. Not established: 172.20.15.253 on switch1 (active).'),
    ).toBeTruthy()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      '172.20.15.253',
      '172.20.15.251',
      '172.20.15.252',
    ])
    const standby = within(rowOf(table, '172.20.15.253'))
    expect(standby.getByText('active')).toBeTruthy()
    expect(standby.getByText('The peer does not answer: the switch keeps trying to connect')).toBeTruthy()
    expect(standby.getByText('switch1')).toBeTruthy()
    const up = within(rowOf(table, '172.20.15.251'))
    expect(up.getByText('established')).toBeTruthy()
    expect(up.getByText('as65002')).toBeTruthy()
    expect(up.getByText('65001')).toBeTruthy()
    // up since the rack was set up, long ago
    expect(up.getByText(/^\d+d( \d+h)?$/)).toBeTruthy()
  })

  it('sorts by a column from its header', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/peers')
    const table = await screen.findByRole('table', { name: 'BGP peers' })
    await user.click(within(table).getByRole('button', { name: 'Peer' }))
    await waitFor(() => expect(within(table).getAllByRole('row')[1].textContent).toMatch(/^172\.20\.15\.251/))
  })

  it("leads from a peer to its configuration's routes", async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/networking/routing/peers')
    await screen.findByRole('table', { name: 'BGP peers' })
    await rowAction(user, '172.20.15.251 on switch0', 'Routes')
    await waitFor(() => expect(router.state.location.search).toBe('?asn=65002'))
    expect(await screen.findByRole('table', { name: 'Imported routes' })).toBeTruthy()
  })

  it('says how peering starts when there are no sessions', async () => {
    for (const port of db.switchPorts) port.port_settings_id = null
    renderSystem('/system/networking/routing/peers')
    expect(await screen.findByRole('heading', { name: 'No BGP peers' })).toBeTruthy()
  })
})
