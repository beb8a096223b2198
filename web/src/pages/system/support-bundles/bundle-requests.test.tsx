import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { activeBundle, failedBundle } from '~mock/fixtures/platform/support-bundles'
import { setupMockServer } from '~mock/node'
import { resetTimers } from '~mock/toolkit/timers'

setupMockServer()
afterEach(() => resetTimers())

describe('the requests behind support bundles', () => {
  it('creates a bundle as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/support-bundles-new')
    const form = await screen.findByRole('dialog', { name: 'Create support bundle' })
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), '  Fan alarms on sled 9  ')
    const [shown] = await pressSendsShown(user, form, 'Create support bundle')
    expect(shown).toEqual({
      method: 'POST',
      url: '/experimental/v1/system/support-bundles',
      body: { user_comment: 'Fan alarms on sled 9' },
    })
    expect(await screen.findByText(/^Support bundle \w+ created$/)).toBeTruthy()
  })

  it("edits a bundle's comment as the request showed", async () => {
    const user = userEvent.setup()
    renderSystem(`/system/support-bundles/${failedBundle.id}/edit`)
    const form = await screen.findByRole('dialog', { name: 'Edit comment' })
    await user.clear(within(form).getByRole('textbox', { name: /^Comment/ }))
    const [shown] = await pressSendsShown(user, form, 'Save comment')
    expect(shown).toEqual({
      method: 'PUT',
      url: `/experimental/v1/system/support-bundles/${failedBundle.id}`,
      body: { user_comment: null },
    })
  })

  it("lists the delete request in the bundle page's Show requests, and its confirmation sends it", async () => {
    const user = userEvent.setup()
    const { router } = renderSystem(`/system/support-bundles/${activeBundle.id}`)
    const name = activeBundle.id.slice(0, 8)
    const menu = `More actions for support bundle ${name}`
    await user.click(await screen.findByRole('button', { name: menu }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: `Requests for support bundle ${name}` })
    const line = `DELETE /experimental/v1/system/support-bundles/${activeBundle.id}`
    expect((await within(requests).findByTestId('request-line')).textContent).toBe(line)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [shown] = await menuActionSendsShown(user, { menu, dialog: 'Delete support bundle' })
    expect(`${shown.method} ${shown.url}`).toBe(line)
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/support-bundles'))
  })
})
