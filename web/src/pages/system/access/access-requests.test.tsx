import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { auditors, sre } from '~mock/fixtures/groups'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the requests behind the fleet access page', () => {
  it('gives a role with the whole policy the form showed', async () => {
    const user = userEvent.setup()
    const before = structuredClone(db.fleetPolicy.role_assignments)
    renderSystem('/system/access')
    await user.click(await screen.findByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.keyboard('auditors')
    await user.click(await screen.findByRole('option', { name: /auditors/ }))
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    const [shown] = await pressSendsShown(user, form, 'Assign role')
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/policy',
      body: {
        role_assignments: [
          ...before,
          { identity_id: auditors.id, identity_type: 'silo_group', role_name: 'viewer' },
        ],
      },
    })
    expect(await screen.findByText('Group auditors added to the fleet as viewer')).toBeTruthy()
  })

  it('shows the removal in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/access')
    await user.click(await screen.findByRole('button', { name: 'Actions for sre' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Remove' }))
    await screen.findByRole('dialog', { name: 'Remove role' })
    const dialog = () => screen.getByRole('dialog', { name: 'Remove role' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Remove' })),
      dialog,
    )
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/system/policy')
    const ids = (shown.body as { role_assignments: { identity_id: string }[] }).role_assignments.map(
      (a) => a.identity_id,
    )
    expect(ids).not.toContain(sre.id)
    await waitFor(() =>
      expect(db.fleetPolicy.role_assignments.some((a) => a.identity_id === sre.id)).toBe(false),
    )
  })
})
