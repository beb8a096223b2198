import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, recordWrites } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'

setupMockServer()

const dialog = () => screen.getByRole('dialog', { name: 'Edit quotas' })

describe('the request behind the quotas form', () => {
  it('shows the quotas changed, and only those, and sends what it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/quotas?form=edit')
    await screen.findByRole('dialog', { name: 'Edit quotas' })
    const cpus = within(dialog()).getByRole('textbox', { name: 'CPU quota' })
    await user.clear(cpus)
    await user.type(cpus, '400')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Save quotas' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/silos/engineering/quotas',
      body: { cpus: 400 },
    })
    expect(await screen.findByText('Quotas of silo engineering updated')).toBeTruthy()
  })

  it('says that nothing is sent while no quota has changed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/quotas?form=edit')
    await screen.findByRole('dialog', { name: 'Edit quotas' })
    await user.click(within(dialog()).getByRole('button', { name: 'Show request' }))
    expect(within(dialog()).getByText(/No quota has changed, so saving sends nothing/)).toBeTruthy()
    const sent = recordWrites()
    await user.click(within(dialog()).getByRole('button', { name: 'Save quotas' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit quotas' })).toBeNull())
    expect(sent).toEqual([])
  })
})
