import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, reasonOf, rowAction, signInFleetViewer } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const addUnusedConfig = () =>
  db.bgpConfigs.push({
    ...db.bgpConfigs[0],
    id: '6f1c1f3a-5b1e-4c43-9d0e-0b6f4a2f7c11',
    name: 'lab',
    asn: 4_200_000_123,
    vrf: 'lab-vrf',
    description: 'Lab speaker',
  })

describe('the BGP configurations tab', () => {
  it('lists each configuration with its ASN, what kind of ASN it is, and its VRF', async () => {
    addUnusedConfig()
    renderSystem('/system/networking/routing/bgp')
    const table = await screen.findByRole('table', { name: 'BGP configurations' })
    const rack = within(table).getByText('as65002').closest('tr') as HTMLElement
    expect(within(rack).getByText('65002')).toBeTruthy()
    expect(within(rack).getByText('private use')).toBeTruthy()
    expect(within(rack).getByText('Rack BGP speaker peering with the core routers')).toBeTruthy()
    const lab = within(table).getByText('lab').closest('tr') as HTMLElement
    expect(within(lab).getByText('4200000123')).toBeTruthy()
    expect(within(lab).getByText('lab-vrf')).toBeTruthy()
  })

  it('says what a configuration is for when there is none', async () => {
    db.bgpConfigs = []
    renderSystem('/system/networking/routing/bgp')
    expect(await screen.findByRole('heading', { name: 'No BGP configurations' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'New BGP configuration' })).toHaveLength(2)
  })

  it('deletes a configuration after asking, sending the request it showed', async () => {
    addUnusedConfig()
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/bgp')
    await rowAction(user, 'lab', 'Delete')
    await screen.findByRole('dialog', { name: 'Delete BGP configuration' })
    const [shown] = await expectShownRequestsSent(
      user,
      () =>
        user.click(within(dialogNamed('Delete BGP configuration')()).getByRole('button', { name: 'Delete' })),
      dialogNamed('Delete BGP configuration'),
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/system/networking/bgp?name_or_id=lab',
      body: undefined,
    })
    expect(await screen.findByText('BGP configuration lab deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('lab')).toBeNull())
  })

  it("turns the API's refusal to delete a configuration in use into an error toast", async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/bgp')
    await rowAction(user, 'as65002', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete BGP configuration' })
    expect(within(dialog).getByText(/switch port settings use it/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Could not delete BGP configuration')).toBeTruthy()
    expect(within(toast).getByText('BGP config "as65002" is used by switch port settings')).toBeTruthy()
    expect(db.bgpConfigs).toHaveLength(1)
  })

  it('shows a fleet viewer the configurations, and why they may not change them', async () => {
    signInFleetViewer()
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/bgp')
    await screen.findByRole('table', { name: 'BGP configurations' })
    await waitFor(async () =>
      expect(await reasonOf('New BGP configuration')).toBe('Needs the admin role on the fleet'),
    )
    await user.click(screen.getByRole('button', { name: 'Actions for as65002' }))
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Delete/ })
    expect(item.getAttribute('aria-disabled')).toBe('true')
  })
})
