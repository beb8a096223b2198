import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const provisionableSled = () =>
  must(db.sleds.find((s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable'))

describe("the requests behind a sled's provision policy", () => {
  it('shows the request in the confirmation of the row menu, and sends what it showed', async () => {
    const user = userEvent.setup()
    const sled = provisionableSled()
    renderSystem('/system/inventory/sleds')
    await user.click(await screen.findByRole('button', { name: `Actions for sled ${sled.baseboard.serial}` }))
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Make non-provisionable' }),
    )
    await screen.findByRole('dialog', { name: 'Make sled non-provisionable' })
    const dialog = () => screen.getByRole('dialog', { name: 'Make sled non-provisionable' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Make non-provisionable' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: `/v1/system/hardware/sleds/${sled.id}/provision-policy`,
      body: { state: 'non_provisionable' },
    })
    expect(await screen.findByText(`Sled ${sled.baseboard.serial} is now non-provisionable`)).toBeTruthy()
  })

  it("shows the request in the confirmation of the sled page's button, and sends what it showed", async () => {
    const user = userEvent.setup()
    const sled = provisionableSled()
    renderSystem(`/system/inventory/sleds/${sled.id}/instances`)
    await user.click(await screen.findByRole('button', { name: 'Make non-provisionable' }))
    await screen.findByRole('dialog', { name: 'Make sled non-provisionable' })
    const dialog = () => screen.getByRole('dialog', { name: 'Make sled non-provisionable' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Make non-provisionable' })),
      dialog,
    )
    expect(shown.url).toBe(`/v1/system/hardware/sleds/${sled.id}/provision-policy`)
    expect(shown.body).toEqual({ state: 'non_provisionable' })
  })
})
