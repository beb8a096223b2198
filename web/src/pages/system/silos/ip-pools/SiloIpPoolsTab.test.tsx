import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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

  it('shows a fleet viewer’s refusal', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/silos/research/ip-pools')
    const confirm = await rowAction(user, 'default', 'Clear default')
    await user.click(within(confirm).getByRole('button', { name: 'Clear default' }))
    expect(await screen.findByText('Action not authorized')).toBeTruthy()
    expect(defaultOf(researchSilo.id)).toEqual([poolId('default')])
  })
})
