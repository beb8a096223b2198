import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    )

describe('the message history tab', () => {
  it("shows each peer's messages in words, newest first", async () => {
    renderSystem('/system/networking/routing/messages')
    const table = await screen.findByRole('table', { name: 'Messages with 172.20.15.251 on switch0' })
    const rows = rowsOf(table)
    expect(rows.at(-1)).toEqual(['Sent', 'Open', 'AS 65002, hold time 6 s, BGP identifier 10.255.0.1'])
    expect(rows).toContainEqual(['Received', 'Open', 'AS 65001, hold time 6 s, BGP identifier 10.0.0.1'])
    expect(rows).toContainEqual([
      'Received',
      'Update',
      'Announces 0.0.0.0/0, 10.10.0.0/16, 10.20.0.0/16, 172.16.0.0/12, 192.168.32.0/20, 198.51.100.0/24 (AS path 65001, next hop 172.20.15.251)',
    ])
    expect(rows).toContainEqual([
      'Sent',
      'Update',
      'Announces 10.85.0.0/24, 10.85.1.0/24 (AS path 65002, next hop 172.20.15.241)',
    ])
    expect(rows[0][1]).toBe('Keepalive')
  })

  it('shows why the peer that is down went: its Cease', async () => {
    renderSystem('/system/networking/routing/messages')
    const table = await screen.findByRole('table', { name: 'Messages with 172.20.15.253 on switch1' })
    expect(rowsOf(table)[0]).toEqual(['Received', 'Notification', 'Cease: administrative shutdown'])
  })

  it('hides keepalives on request, and says so in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/networking/routing/messages')
    const table = await screen.findByRole('table', { name: 'Messages with 172.20.15.251 on switch0' })
    expect(rowsOf(table).filter((r) => r[1] === 'Keepalive')).toHaveLength(6)
    await user.click(screen.getByRole('checkbox', { name: 'Hide keepalives' }))
    await waitFor(() => expect(router.state.location.search).toBe('?keepalives=hide'))
    const filtered = await screen.findByRole('table', { name: 'Messages with 172.20.15.251 on switch0' })
    await waitFor(() =>
      expect(rowsOf(filtered).map((r) => r[1])).toEqual(['Update', 'Update', 'Open', 'Open']),
    )
  })

  it('says when there is no session of the ASN', async () => {
    db.bgpConfigs.push({
      ...db.bgpConfigs[0],
      id: 'c2a6f2f4-0a0b-4c1d-8e0f-1a2b3c4d5e6f',
      name: 'lab',
      asn: 65010,
    })
    renderSystem('/system/networking/routing/messages?asn=65010')
    expect(await screen.findByRole('heading', { name: 'No sessions' })).toBeTruthy()
  })
})
