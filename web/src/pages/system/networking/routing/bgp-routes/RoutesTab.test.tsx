import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('the routes tab', () => {
  it('lists the routes the switches imported, by prefix as numbers, with next hop, switch and origin router', async () => {
    renderSystem('/system/networking/routing/routes')
    expect(await screen.findByText(/BGP configuration as65002/)).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Imported routes' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    expect(cells(rows[0]).slice(0, 4)).toEqual(['0.0.0.0/0', '172.20.15.251', 'switch0', '10.0.0.1'])
    expect(cells(rows[2]).slice(0, 2)).toEqual(['10.10.0.0/16', '172.20.15.251'])
    // 10.20 after 10.10, as numbers
    expect(cells(rows[4])[0]).toBe('10.20.0.0/16')
  })

  it('lists what each established peer is sent; the peer that is not up gets nothing', async () => {
    renderSystem('/system/networking/routing/routes')
    const table = await screen.findByRole('table', { name: 'Exported routes' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => cells(r)[0])).toEqual(['172.20.15.251', '172.20.15.252'])
    expect(within(rows[0]).getByText('10.85.0.0/24')).toBeTruthy()
    expect(within(rows[0]).getByText('10.85.1.0/24')).toBeTruthy()
  })

  it('takes the ASN from the URL, offering every configuration when there are several', async () => {
    db.bgpConfigs.push({
      ...db.bgpConfigs[0],
      id: 'c2a6f2f4-0a0b-4c1d-8e0f-1a2b3c4d5e6f',
      name: 'lab',
      asn: 65010,
    })
    const user = userEvent.setup()
    const { router } = renderSystem('/system/networking/routing/routes?asn=65010')
    expect(await screen.findByRole('heading', { name: 'No imported routes' })).toBeTruthy()
    expect(screen.getByText('Nothing is exported: no session of AS 65010 is established.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /BGP configuration/ }))
    await user.click(await screen.findByRole('option', { name: 'AS 65002 (as65002)' }))
    await waitFor(() => expect(router.state.location.search).toBe('?asn=65002'))
    expect(await screen.findByRole('table', { name: 'Imported routes' })).toBeTruthy()
  })

  it("shows the first configuration's routes for an ASN no configuration has", async () => {
    renderSystem('/system/networking/routing/routes?asn=1')
    expect(await screen.findByRole('table', { name: 'Imported routes' })).toBeTruthy()
  })

  it('says routes are read per ASN when there is no configuration', async () => {
    db.bgpConfigs = []
    renderSystem('/system/networking/routing/routes')
    expect(await screen.findByRole('heading', { name: 'No BGP configurations' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a BGP configuration' })).toBeTruthy()
  })
})
