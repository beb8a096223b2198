import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, rowAction, signInFleetViewer } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { rack } from '~mock/fixtures/hardware/rack'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the loopback addresses tab', () => {
  it('lists each address with its switch and the lot block it comes from', async () => {
    renderSystem('/system/networking/routing/loopback-addresses')
    const table = await screen.findByRole('table', { name: 'Loopback addresses' })
    const row = within(within(table).getByText('10.255.0.1/32').closest('tr') as HTMLElement)
    expect(row.getByText('switch0')).toBeTruthy()
    expect(await row.findByText('initial-infra 10.255.0.0–10.255.0.15')).toBeTruthy()
  })

  it('deletes one after asking, naming it by rack, switch, address and mask as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/loopback-addresses')
    await rowAction(user, '10.255.0.2/32 on switch1', 'Delete')
    await screen.findByRole('dialog', { name: 'Delete loopback address' })
    const [shown] = await expectShownRequestsSent(
      user,
      () =>
        user.click(within(dialogNamed('Delete loopback address')()).getByRole('button', { name: 'Delete' })),
      dialogNamed('Delete loopback address'),
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: `/v1/system/networking/loopback-address/${rack.id}/switch1/10.255.0.2/32`,
      body: undefined,
    })
    expect(await screen.findByText('Loopback address 10.255.0.2/32 on switch1 deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('10.255.0.2/32')).toBeNull())
  })

  it('says what a loopback address is for when there is none', async () => {
    db.loopbackAddresses = []
    renderSystem('/system/networking/routing/loopback-addresses')
    expect(await screen.findByRole('heading', { name: 'No loopback addresses' })).toBeTruthy()
  })

  it('lets a fleet viewer look, not delete', async () => {
    signInFleetViewer()
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/loopback-addresses')
    await user.click(await screen.findByRole('button', { name: 'Actions for 10.255.0.1/32 on switch0' }))
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Delete/ })
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBe('true'))
    expect(db.loopbackAddresses).toHaveLength(2)
  })
})
