import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the requests behind the IP pools of a silo', () => {
  it("shows a link action's request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/ip-pools')
    await user.click(await screen.findByRole('button', { name: 'Actions for ipv6-pool' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Make default' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Make default pool' })
    await screen.findByRole('dialog', { name: 'Make default pool' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Make default' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/ip-pools/ipv6-pool/silos/engineering',
      body: { is_default: true },
    })
    expect(await screen.findByText('Pool ipv6-pool is now the default of silo engineering')).toBeTruthy()
  })

  it('links a pool as the default with the two requests the form showed, in order', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/ip-pools?form=link')
    const dialog = await screen.findByRole('dialog', { name: 'Link pool' })
    await user.click(within(dialog).getByRole('combobox', { name: 'IP pool' }))
    await user.click(await screen.findByRole('option', { name: /lab-pool/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /^Make it the default pool of the silo/ }))
    const shown = await pressSendsShown(user, dialog, 'Link pool')
    expect(shown).toEqual([
      {
        method: 'POST',
        url: '/v1/system/ip-pools/lab-pool/silos',
        body: { silo: 'research', is_default: false },
      },
      {
        method: 'PUT',
        url: '/v1/system/ip-pools/lab-pool/silos/research',
        body: { is_default: true },
      },
    ])
    expect(await screen.findByText('Pool lab-pool linked to silo research as its default')).toBeTruthy()
  })
})
