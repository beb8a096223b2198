import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, rowAction } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const sparesLot = () => {
  db.addressLots.push({
    ...db.addressLots[0],
    id: '0b8f2a52-7d61-4d0e-9a43-6f1e2c3b4a5d',
    name: 'spare',
    kind: 'pool',
    description: '',
  })
  db.addressLotBlocks.push({
    id: '6a9d7c2e-1f3b-4e5a-8c7d-9e0f1a2b3c4d',
    address_lot_id: '0b8f2a52-7d61-4d0e-9a43-6f1e2c3b4a5d',
    first_address: '203.0.113.0',
    last_address: '203.0.113.255',
  })
}

describe('the address lots tab', () => {
  it('lists each lot with its kind and blocks', async () => {
    renderSystem('/system/networking/routing/address-lots')
    const table = await screen.findByRole('table', { name: 'Address lots' })
    const infra = within(within(table).getByText('initial-infra').closest('tr') as HTMLElement)
    expect(infra.getByText('infrastructure')).toBeTruthy()
    expect(infra.getByText('172.20.15.240–172.20.15.255')).toBeTruthy()
    expect(infra.getByText('10.255.0.0–10.255.0.15')).toBeTruthy()
    const pool = within(within(table).getByText('as65002-announce').closest('tr') as HTMLElement)
    expect(pool.getByText('pool')).toBeTruthy()
    expect(pool.getByText('10.85.0.0–10.85.1.255')).toBeTruthy()
  })

  it('deletes a lot nothing uses after asking, as the request showed', async () => {
    sparesLot()
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/address-lots')
    await rowAction(user, 'spare', 'Delete')
    await screen.findByRole('dialog', { name: 'Delete address lot' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed('Delete address lot')()).getByRole('button', { name: 'Delete' })),
      dialogNamed('Delete address lot'),
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/system/networking/address-lot/spare',
      body: undefined,
    })
    expect(await screen.findByText('Address lot spare deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('spare')).toBeNull())
  })

  it('turns the refusal to delete a lot in use into an error toast', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/address-lots')
    await rowAction(user, 'initial-infra', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete address lot' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Address lot "initial-infra" is in use')).toBeTruthy()
  })

  it('says what a lot is for when there is none', async () => {
    db.addressLots = []
    db.addressLotBlocks = []
    renderSystem('/system/networking/routing/address-lots')
    expect(await screen.findByRole('heading', { name: 'No address lots' })).toBeTruthy()
  })
})
