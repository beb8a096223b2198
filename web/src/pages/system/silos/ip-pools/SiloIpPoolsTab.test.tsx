import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { disabledReason } from '~/testing/disabled-reason'
import { grantFleetAdmin } from '~/testing/grant-role'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { engineeringSilo, researchSilo } from '~mock/fixtures/silos'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

const poolId = (name: string) => must(db.ipPools.find((p) => p.name === name)).id
const defaultOf = (siloId: string) =>
  db.ipPoolSilos.filter((l) => l.silo_id === siloId && l.is_default).map((l) => l.ip_pool_id)

async function rowAction(user: User, pool: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${pool}` }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }))
  return screen.findByRole('dialog')
}

describe('the IP pools of a silo', () => {
  it('marks the default and makes another pool the default, saying which one was', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/ip-pools')
    const row = must((await screen.findByRole('link', { name: 'default' })).closest('tr'))
    expect(within(row).getByText('default', { selector: '[data-color]' })).toBeTruthy()
    const confirm = await rowAction(user, 'ipv6-pool', 'Make default')
    expect(
      within(confirm).getByText(
        'Make pool ipv6-pool the default pool of silo engineering? Pool default is the default now; it stays linked but will no longer be the default.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }))
    expect(await screen.findByText('Pool ipv6-pool is now the default of silo engineering')).toBeTruthy()
    expect(defaultOf(engineeringSilo.id)).toEqual([poolId('ipv6-pool')])
  })

  it('clears the default', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/ip-pools')
    const confirm = await rowAction(user, 'default', 'Clear default')
    await user.click(within(confirm).getByRole('button', { name: 'Clear default' }))
    expect(await screen.findByText('Pool default is no longer the default of silo research')).toBeTruthy()
    expect(defaultOf(researchSilo.id)).toEqual([])
  })

  it('says unlinking fails while addresses are in use, and shows the refusal', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/ip-pools')
    const confirm = await rowAction(user, 'default', 'Unlink')
    expect(
      within(confirm).getByText(/This fails while addresses from the pool are in use in the silo/),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }))
    expect(await screen.findByText('Could not unlink pool')).toBeTruthy()
    expect(screen.getByText(/IP addresses from this pool are in use in the linked silo/)).toBeTruthy()
  })

  it('links a pool as the default of a silo that has one, which demotes the old default', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/ip-pools')
    await user.click(await screen.findByRole('button', { name: 'Link pool' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link pool' })
    await user.click(within(dialog).getByRole('combobox', { name: 'IP pool' }))
    const options = await screen.findAllByRole('option')
    // only pools not linked yet are offered
    expect(options.map((o) => o.textContent)).not.toContain(expect.stringMatching(/^default/))
    await user.click(await screen.findByRole('option', { name: /lab-pool/ }))
    expect(within(dialog).getByText(/Pool default is the default now/)).toBeTruthy()
    await user.click(within(dialog).getByRole('checkbox', { name: /^Make it the default pool of the silo/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Link pool' }))
    expect(await screen.findByText('Pool lab-pool linked to silo research as its default')).toBeTruthy()
    expect(defaultOf(researchSilo.id)).toEqual([poolId('lab-pool')])
    await waitFor(() => expect(screen.getByRole('link', { name: 'lab-pool' })).toBeTruthy())
  })

  it('offers a fleet viewer no change, saying why, and shows a refusal it could not foresee as it comes', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/silos/research/ip-pools')
    const link = await screen.findByRole('button', { name: 'Link pool' })
    expect(link.getAttribute('aria-disabled')).toBe('true')
    expect(disabledReason(link)).toBe('Needs the admin role on the fleet')
    await user.click(screen.getByRole('button', { name: 'Actions for default' }))
    const menu = await screen.findByRole('menu')
    for (const name of ['Clear default', 'Unlink']) {
      const item = within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })
      expect(item.getAttribute('aria-disabled')).toBe('true')
      expect(item.textContent).toContain('Needs the admin role on the fleet')
    }
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' }).getAttribute('aria-disabled')).toBeNull()
    cleanup()

    // a fleet admin when the page read her role, who is one no longer when she confirms
    const restore = grantFleetAdmin(grace)
    renderSystem('/system/silos/research/ip-pools')
    await screen.findByRole('button', { name: 'Actions for default' })
    restore()
    const confirm = await rowAction(user, 'default', 'Clear default')
    await user.click(within(confirm).getByRole('button', { name: 'Clear default' }))
    expect(await screen.findByText('Action not authorized')).toBeTruthy()
    expect(defaultOf(researchSilo.id)).toEqual([poolId('default')])
  })
})
