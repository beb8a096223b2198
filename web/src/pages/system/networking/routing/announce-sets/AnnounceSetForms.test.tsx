import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, textbox, type User } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { announceBlock } from '~mock/fixtures/hardware/networking'
import { setupMockServer } from '~mock/node'

setupMockServer()

const CREATE = 'Create announce set'
const EDIT = 'Edit announce set'

const row = (title: string, n: number) =>
  within(dialogNamed(title)()).getByRole('group', { name: `Announcement ${n}` })

async function fillRow(user: User, title: string, n: number, network: string, block?: string) {
  const group = row(title, n)
  await user.clear(textbox(group, 'Network'))
  await user.paste(network)
  if (!block) return
  await user.click(within(group).getByRole('combobox', { name: /^Address lot block/ }))
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${block}`) }))
}

describe('creating an announce set', () => {
  it('checks each network: its shape, host bits, its block, and that it is announced once', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets-new')
    const form = dialogNamed(CREATE)
    await screen.findByRole('dialog', { name: CREATE })
    await user.type(textbox(form(), 'Name'), 'lab')
    await fillRow(user, CREATE, 1, '10.85.0.7/24', 'as65002-announce 10.85.0.0')
    await user.click(within(form()).getByRole('button', { name: CREATE }))
    expect(
      await within(row(CREATE, 1)).findByText(
        '10.85.0.7/24 has bits set past its width: did you mean 10.85.0.0/24?',
      ),
    ).toBeTruthy()
    await fillRow(user, CREATE, 1, '10.85.0.0/22')
    expect(
      await within(row(CREATE, 1)).findByText(
        'Not within the block it is drawn from, as65002-announce 10.85.0.0–10.85.1.255',
      ),
    ).toBeTruthy()
    await fillRow(user, CREATE, 1, '10.85.0.0/24')
    await user.click(within(form()).getByRole('button', { name: 'Add announcement' }))
    await fillRow(user, CREATE, 2, '10.85.0.0/24', 'as65002-announce 10.85.0.0')
    expect(await within(row(CREATE, 2)).findByText('Announced twice: remove one')).toBeTruthy()
    expect(db.bgpAnnounceSets).toHaveLength(1)
  })

  it('refuses the name of a set there is, which the PUT would replace', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets-new')
    const form = dialogNamed(CREATE)
    await screen.findByRole('dialog', { name: CREATE })
    await user.type(textbox(form(), 'Name'), 'as65002-announce')
    await user.click(within(form()).getByRole('button', { name: CREATE }))
    expect(
      await within(form()).findByText('An announce set has this name already: edit it from the list instead'),
    ).toBeTruthy()
  })

  it('creates one as the request showed, each network with the id of its block', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets-new')
    const form = dialogNamed(CREATE)
    await screen.findByRole('dialog', { name: CREATE })
    await user.type(textbox(form(), 'Name'), 'lab')
    await fillRow(user, CREATE, 1, ' 10.85.1.128/25 ', 'as65002-announce 10.85.0.0')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(CREATE)()).getByRole('button', { name: CREATE })),
      dialogNamed(CREATE),
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/networking/bgp-announce-set',
      body: {
        name: 'lab',
        description: '',
        announcement: [{ address_lot_block: announceBlock.id, network: '10.85.1.128/25' }],
      },
    })
    expect(await screen.findByText('Announce set lab created')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Announce sets' })
    expect(await within(table).findByText('10.85.1.128/25')).toBeTruthy()
  })
})

describe('editing an announce set', () => {
  it('shows its announcements, and sends them all with the change, as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/networking/routing/announce-sets/as65002-announce/edit')
    const form = dialogNamed(EDIT)
    await screen.findByRole('dialog', { name: EDIT })
    expect((textbox(row(EDIT, 1), 'Network') as HTMLInputElement).value).toBe('10.85.0.0/24')
    expect((textbox(row(EDIT, 2), 'Network') as HTMLInputElement).value).toBe('10.85.1.0/24')
    await user.click(within(form()).getByRole('button', { name: 'Remove announcement 2' }))
    await waitFor(() => expect(document.activeElement).toBe(textbox(row(EDIT, 1), 'Network')))
    await fillRow(user, EDIT, 1, '10.85.0.0/23')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(EDIT)()).getByRole('button', { name: 'Save announce set' })),
      dialogNamed(EDIT),
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/networking/bgp-announce-set',
      body: {
        name: 'as65002-announce',
        description: 'Prefixes of the public IP pools',
        announcement: [{ address_lot_block: announceBlock.id, network: '10.85.0.0/23' }],
      },
    })
    expect(await screen.findByText('Announce set as65002-announce updated')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Announce sets' })
    expect(await within(table).findByText('10.85.0.0/23')).toBeTruthy()
  })

  it('is Page not found for a set there is not', async () => {
    renderSystem('/system/networking/routing/announce-sets/nope/edit')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
