import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { labPool } from '~mock/fixtures/hardware/ip-pools'
import { researchSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import { ipPoolsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: ipPoolsRoutes }]

type User = ReturnType<typeof userEvent.setup>

const table = () => screen.findByRole('table', { name: 'Linked silos' })
const row = (silo: string) => screen.getByRole('link', { name: silo }).closest('tr') as HTMLElement

async function rowAction(user: User, silo: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${silo}` }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }))
}

describe('the silos of a pool', () => {
  it('lists each linked silo by name, with whether the pool is its default', async () => {
    renderRoutes(routes, '/system/networking/ip-pools/default/silos')
    await within(await table()).findByRole('link', { name: 'engineering' })
    expect(screen.getByRole('link', { name: 'engineering' }).getAttribute('href')).toBe(
      '/system/silos/engineering/idps',
    )
    expect(within(row('engineering')).getByText('Default')).toBeTruthy()
    expect(within(row('research')).getByText('Default')).toBeTruthy()
  })

  it('links a silo that is not linked yet, as its default, saying which pool that replaces', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/lab-pool/silos')
    const empty = await screen.findByRole('heading', { name: 'No linked silos' })
    await user.click(within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Link silo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link silo' })
    await user.click(within(dialog).getByRole('combobox', { name: /^Silo/ }))
    await user.click(await screen.findByRole('option', { name: /research/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /default pool/ }))
    expect(
      await within(dialog).findByText(
        (_, el) =>
          el?.textContent ===
          'Its default now is default, which stays linked to it but will no longer be its default.',
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Link silo' }))
    expect(await screen.findByText('Pool lab-pool linked to silo research as its default')).toBeTruthy()
    await within(await table()).findByRole('link', { name: 'research' })
    // the list is read again after the link; the row may show before its default flag does
    expect(await within(row('research')).findByText('Default')).toBeTruthy()
    const links = db.ipPoolSilos.filter((l) => l.silo_id === researchSilo.id)
    expect(links.filter((l) => l.is_default).map((l) => l.ip_pool_id)).toEqual([labPool.id])
  })

  it('offers only silos the pool is not linked to', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/ipv6-pool/silos')
    await within(await table()).findByRole('link', { name: 'engineering' })
    await user.click(screen.getByRole('button', { name: 'Link silo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link silo' })
    await user.click(within(dialog).getByRole('combobox', { name: /^Silo/ }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([expect.stringMatching(/^research/)])
  })

  it('makes the pool a silo default after asking, naming the default it replaces', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/ipv6-pool/silos')
    await within(await table()).findByRole('link', { name: 'engineering' })
    expect(within(row('engineering')).getByText('No')).toBeTruthy()
    await rowAction(user, 'engineering', 'Make default')
    const confirm = await screen.findByRole('dialog', { name: 'Make default' })
    expect(await within(confirm).findByText(/Its default now is/)).toBeTruthy()
    expect(within(confirm).getByText('default', { selector: '.mono' })).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }))
    expect(await screen.findByText('ipv6-pool is now the default IP pool of engineering')).toBeTruthy()
    await waitFor(() => expect(within(row('engineering')).getByText('Default')).toBeTruthy())
  })

  it('greys out Make default where the pool is the default already', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/default/silos')
    await within(await table()).findByRole('link', { name: 'research' })
    await user.click(screen.getByRole('button', { name: 'Actions for research' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Make default/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(menu).getByText('Already the default pool of research')).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'Copy silo ID' })).toBeTruthy()
  })

  it('unlinks after asking, and turns the refusal for a silo using the pool into an error toast', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/default/silos')
    await within(await table()).findByRole('link', { name: 'engineering' })

    // the seeded instances of engineering hold addresses from the pool
    await rowAction(user, 'engineering', 'Unlink')
    let confirm = await screen.findByRole('dialog', { name: 'Unlink silo' })
    expect(
      within(confirm).getByText(/fails while addresses from the pool are in use in that silo/),
    ).toBeTruthy()
    expect(within(confirm).getByText(/left without a default pool/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }))
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Could not unlink silo')).toBeTruthy()
    expect(within(toast).getByText(/are in use in the linked silo/)).toBeTruthy()

    await rowAction(user, 'research', 'Unlink')
    confirm = await screen.findByRole('dialog', { name: 'Unlink silo' })
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }))
    expect(await screen.findByText('Silo research unlinked from default')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'research' })).toBeNull())
  })
})
