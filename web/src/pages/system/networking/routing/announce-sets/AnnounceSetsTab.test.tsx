import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, rowAction } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const addUnusedSet = () =>
  db.bgpAnnounceSets.push({
    ...db.bgpAnnounceSets[0],
    id: 'a1f0c1de-3b2a-4c5d-8e9f-0a1b2c3d4e5f',
    name: 'spare',
    description: 'Not announced',
  })

describe('the announce sets tab', () => {
  it('lists each set with the networks it announces', async () => {
    addUnusedSet()
    renderSystem('/system/networking/routing/announce-sets')
    const table = await screen.findByRole('table', { name: 'Announce sets' })
    const set = within(
      within(table).getByRole('link', { name: 'as65002-announce' }).closest('tr') as HTMLElement,
    )
    expect(set.getByText('10.85.0.0/24')).toBeTruthy()
    expect(set.getByText('10.85.1.0/24')).toBeTruthy()
    expect(set.getByText('Prefixes of the public IP pools')).toBeTruthy()
    const spare = within(within(table).getByRole('link', { name: 'spare' }).closest('tr') as HTMLElement)
    expect(spare.getByText('None')).toBeTruthy()
  })

  it("opens a set's edit form from its name", async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/networking/routing/announce-sets')
    await user.click(await screen.findByRole('link', { name: 'as65002-announce' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/system/networking/routing/announce-sets/as65002-announce/edit',
      ),
    )
    expect(await screen.findByRole('dialog', { name: 'Edit announce set' })).toBeTruthy()
    // the list stays under the form, its tab current
    const tabs = screen.getByRole('tablist', { name: 'Routing sections' })
    expect(within(tabs).getByRole('tab', { name: 'Announce sets' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })

  it('deletes a set no configuration announces after asking, as the request showed', async () => {
    addUnusedSet()
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets')
    await rowAction(user, 'spare', 'Delete')
    await screen.findByRole('dialog', { name: 'Delete announce set' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed('Delete announce set')()).getByRole('button', { name: 'Delete' })),
      dialogNamed('Delete announce set'),
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/system/networking/bgp-announce-set/spare',
      body: undefined,
    })
    expect(await screen.findByText('Announce set spare deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'spare' })).toBeNull())
  })

  it('turns the refusal to delete a set in use into an error toast', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets')
    await rowAction(user, 'as65002-announce', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete announce set' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Announce set "as65002-announce" is used by a BGP config')).toBeTruthy()
  })

  it('says what a set is for when there is none', async () => {
    db.bgpAnnounceSets = []
    renderSystem('/system/networking/routing/announce-sets')
    expect(await screen.findByRole('heading', { name: 'No announce sets' })).toBeTruthy()
  })
})
