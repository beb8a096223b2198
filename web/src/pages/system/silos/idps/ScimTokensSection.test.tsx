import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { scimTokens } from '~mock/fixtures/platform/silo-settings'
import { researchSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'

setupMockServer()

const tokenRows = () =>
  within(screen.getByRole('table', { name: 'SCIM tokens' }))
    .getAllByRole('row')
    .slice(1)

describe('the SCIM tokens of a SCIM silo', () => {
  it('shows a new token once, with a copy button, and never again', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    // asked first, and told that the secret shows once
    const confirm = await screen.findByRole('dialog', { name: 'Create SCIM token' })
    expect(
      within(confirm).getByText(
        'Create a SCIM token for silo research? Its secret is shown once, right after it is created: copy it then into the SCIM client, as the console cannot show it again.',
      ),
    ).toBeTruthy()
    const tokens = db.scimTokens.length
    expect(tokens).toBe(2)
    await user.click(within(confirm).getByRole('button', { name: 'Create token' }))
    const dialog = await screen.findByRole('dialog', { name: 'SCIM token created' })
    expect(db.scimTokens).toHaveLength(tokens + 1)
    const secret = (within(dialog).getByRole('textbox', { name: 'Bearer token' }) as HTMLInputElement).value
    expect(secret).toMatch(/^oxide-scim-[0-9a-f]{32}$/)
    expect(within(dialog).getByText(/it will not be shown again/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(tokenRows()).toHaveLength(3))
    expect(screen.queryByText(secret)).toBeNull()
    expect(screen.queryByDisplayValue(secret)).toBeNull()
  })

  it('creates nothing when the question is declined', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    const confirm = await screen.findByRole('dialog', { name: 'Create SCIM token' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(db.scimTokens.filter((t) => t.silo_id === researchSilo.id)).toHaveLength(2)
  })

  it('marks an expired token, which no SCIM client can use any more', async () => {
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    const [never, expired] = scimTokens
    const expiresCell = (id: string) => {
      const row = tokenRows().find((r) => within(r).queryByText(id))
      return within(row as HTMLElement).getAllByRole('cell')[2]
    }
    expect(expiresCell(never.id).textContent).toBe('Never')
    expect(within(expiresCell(expired.id)).getByText('Expired')).toBeTruthy()
    expect(within(expiresCell(expired.id)).getByText(/ago$/)).toBeTruthy()
  })

  it('deletes a token after a confirmation that says what stops working', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    const [first] = scimTokens
    await user.click(screen.getByRole('button', { name: `Actions for SCIM token ${first.id}` }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete SCIM token' })
    expect(within(confirm).getByText(/can no longer provision users or groups in silo research/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('SCIM token deleted')).toBeTruthy()
    await waitFor(() => expect(tokenRows()).toHaveLength(1))
    expect(db.scimTokens.filter((t) => t.silo_id === researchSilo.id).map((t) => t.id)).toEqual([
      scimTokens[1].id,
    ])
  })
})
