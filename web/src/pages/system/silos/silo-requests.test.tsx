import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { menuActionSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { researchSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the requests behind a silo’s actions', () => {
  it('shows the delete request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    db.projects = []
    renderSystem('/system/silos')
    const [shown] = await menuActionSendsShown(user, { row: 'research', dialog: 'Delete silo' })
    expect(shown).toEqual({ method: 'DELETE', url: '/v1/system/silos/research', body: undefined })
    await waitFor(() => expect(db.silos.some((s) => s.id === researchSilo.id)).toBe(false))
  })

  it("lists the delete request in the silo page's Show requests", async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/quotas')
    await user.click(await screen.findByRole('button', { name: 'More actions for research' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for silo research' })
    const section = within(dialog).getByRole('region', { name: 'Delete' })
    expect((await within(section).findByTestId('request-line')).textContent).toBe(
      'DELETE /v1/system/silos/research',
    )
  })
})
