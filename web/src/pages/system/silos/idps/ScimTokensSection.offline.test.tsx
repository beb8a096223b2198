import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

// the dialog that shows a new token's secret cannot be downloaded (the network went away, a release replaced it)
vi.mock('./ScimTokenDialog', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

setupMockServer()

describe('creating a SCIM token when the dialog that shows it cannot load', () => {
  it('creates nothing and says why, rather than a token whose secret no one sees', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    const tokens = db.scimTokens.length
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    const confirm = await screen.findByRole('dialog', { name: 'Create SCIM token' })
    await user.click(within(confirm).getByRole('button', { name: 'Create token' }))
    expect(await screen.findByText('Could not create SCIM token')).toBeTruthy()
    expect(
      screen.getByText(/could not load the dialog that shows the new token, so none was created/),
    ).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create token' }).getAttribute('aria-disabled')).toBeNull(),
    )
    expect(db.scimTokens).toHaveLength(tokens)
  })
})
