import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, reasonOf, rowAction, signInFleetViewer } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('the BFD sessions tab', () => {
  it('shows each session with its state, the down ones first, and how fast it notices a failure', async () => {
    renderSystem('/system/networking/routing/bfd')
    const table = await screen.findByRole('table', { name: 'BFD sessions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => cells(r).slice(0, 6))).toEqual([
      ['172.20.15.253', 'switch1', 'down', '172.20.15.242', 'single hop', '3 × 300 ms = 900 ms'],
      ['172.20.15.251', 'switch0', 'up', '172.20.15.241', 'single hop', '3 × 300 ms = 900 ms'],
      ['172.20.15.252', 'switch1', 'up', '172.20.15.242', 'single hop', '3 × 300 ms = 900 ms'],
    ])
  })

  it('disables a session after asking, sending the request it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/bfd')
    await rowAction(user, '172.20.15.253 on switch1', 'Disable')
    const dialog = await screen.findByRole('dialog', { name: 'Disable BFD session' })
    expect(within(dialog).getByText(/only when BGP's hold timer runs out/)).toBeTruthy()
    await screen.findByRole('dialog', { name: 'Disable BFD session' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed('Disable BFD session')()).getByRole('button', { name: 'Disable' })),
      dialogNamed('Disable BFD session'),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/networking/bfd-disable',
      body: { switch: 'switch1', remote: '172.20.15.253' },
    })
    expect(await screen.findByText('BFD session with 172.20.15.253 on switch1 disabled')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('172.20.15.253')).toBeNull())
  })

  it('says what BFD is for when no session is enabled', async () => {
    db.bfdSessions = []
    renderSystem('/system/networking/routing/bfd')
    expect(await screen.findByRole('heading', { name: 'No BFD sessions' })).toBeTruthy()
  })

  it('lets a fleet viewer look, not change', async () => {
    signInFleetViewer()
    renderSystem('/system/networking/routing/bfd')
    await screen.findByRole('table', { name: 'BFD sessions' })
    await waitFor(async () =>
      expect(await reasonOf('Enable BFD session')).toBe('Needs the admin role on the fleet'),
    )
  })
})
