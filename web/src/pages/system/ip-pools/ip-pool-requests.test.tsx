import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

/** Confirms the dialog open now with its button `label`, checking it sends the request it shows. */
const confirmAsShown = (user: User, dialog: () => HTMLElement, label: string) =>
  expectShownRequestsSent(
    user,
    () => user.click(within(dialog()).getByRole('button', { name: label })),
    dialog,
  )

const emptyLabPool = () => {
  const lab = must(db.ipPools.find((p) => p.name === 'lab-pool'))
  db.ipPoolRanges = db.ipPoolRanges.filter((r) => r.ip_pool_id !== lab.id)
}

describe('the requests behind the IP pool forms', () => {
  it('creates a pool as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools-new')
    const form = await screen.findByRole('dialog', { name: 'Create IP pool' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'groups')
    await user.click(within(form).getByRole('radio', { name: /^Multicast/ }))
    const [shown] = await pressSendsShown(user, form, 'Create IP pool')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/ip-pools',
      body: { name: 'groups', description: '', ip_version: 'v4', pool_type: 'multicast' },
    })
    expect(await screen.findByText('IP pool groups created')).toBeTruthy()
  })

  it('edits a pool as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools/lab-pool/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit IP pool' })
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), ' now')
    const [shown] = await pressSendsShown(user, form, 'Save changes')
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/system/ip-pools/lab-pool')
    expect(shown.body).toMatchObject({ name: 'lab-pool', description: expect.stringMatching(/ now$/) })
  })

  it('adds a range as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools/lab-pool/ranges-add')
    const form = await screen.findByRole('dialog', { name: 'Add IP range' })
    await user.type(within(form).getByRole('textbox', { name: /^First address/ }), ' 10.85.2.64 ')
    await user.type(within(form).getByRole('textbox', { name: /^Last address/ }), '10.85.2.127')
    const [shown] = await pressSendsShown(user, form, 'Add range')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/ip-pools/lab-pool/ranges/add',
      body: { first: '10.85.2.64', last: '10.85.2.127' },
    })
  })

  it('links a silo with the requests the form showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools/lab-pool/silos')
    await screen.findByRole('heading', { name: 'No linked silos' })
    await user.click(screen.getAllByRole('button', { name: 'Link silo' })[0])
    const dialog = await screen.findByRole('dialog', { name: 'Link silo' })
    await user.click(within(dialog).getByRole('combobox', { name: /^Silo/ }))
    await user.click(await screen.findByRole('option', { name: /research/ }))
    const shown = await pressSendsShown(user, dialog, 'Link silo')
    expect(shown).toEqual([
      {
        method: 'POST',
        url: '/v1/system/ip-pools/lab-pool/silos',
        body: { silo: 'research', is_default: false },
      },
    ])
    expect(await screen.findByText('Pool lab-pool linked to silo research')).toBeTruthy()
  })
})

describe("the requests behind an IP pool's actions", () => {
  it("lists the delete request in the pool page's Show requests, and its confirmation sends it", async () => {
    const user = userEvent.setup()
    emptyLabPool()
    renderSystem('/system/networking/ip-pools/lab-pool/ranges')
    await user.click(await screen.findByRole('button', { name: 'More actions for lab-pool' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for IP pool lab-pool' })
    expect((await within(requests).findByTestId('request-line')).textContent).toBe(
      'DELETE /v1/system/ip-pools/lab-pool',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [shown] = await menuActionSendsShown(user, {
      menu: 'More actions for lab-pool',
      dialog: 'Delete IP pool',
    })
    expect(shown).toEqual({ method: 'DELETE', url: '/v1/system/ip-pools/lab-pool', body: undefined })
  })

  it("shows a range's remove request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools/lab-pool/ranges')
    const table = await screen.findByRole('table', { name: 'Ranges' })
    await user.click(within(table).getAllByRole('button', { name: /^Actions for / })[0])
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Remove' }))
    await screen.findByRole('dialog', { name: 'Remove range' })
    const dialog = () => screen.getByRole('dialog', { name: 'Remove range' })
    const [shown] = await confirmAsShown(user, dialog, 'Remove')
    expect(shown.method).toBe('POST')
    expect(shown.url).toBe('/v1/system/ip-pools/lab-pool/ranges/remove')
    expect(shown.body).toEqual({ first: expect.any(String), last: expect.any(String) })
  })

  it("shows a linked silo's make-default request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/ip-pools/ipv6-pool/silos')
    const [shown] = await menuActionSendsShown(user, {
      row: 'engineering',
      item: 'Make default',
      dialog: 'Make default',
    })
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/ip-pools/ipv6-pool/silos/engineering',
      body: { is_default: true },
    })
    expect(await screen.findByText('ipv6-pool is now the default IP pool of engineering')).toBeTruthy()
  })
})
