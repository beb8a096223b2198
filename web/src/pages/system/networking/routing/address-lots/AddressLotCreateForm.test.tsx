import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, textbox, type User } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const TITLE = 'Create address lot'
const form = dialogNamed(TITLE)

async function open() {
  renderSystem('/system/networking/routing/address-lots-new')
  await screen.findByRole('dialog', { name: TITLE })
}

/** The fields of block `n` (from 1). */
const block = (n: number) => within(form()).getByRole('group', { name: `Block ${n}` })

async function fillBlock(user: User, n: number, first: string, last: string) {
  const group = block(n)
  for (const [label, value] of [
    ['First address', first],
    ['Last address', last],
  ]) {
    await user.clear(textbox(group, label))
    await user.paste(value)
  }
}

const submit = (user: User) => user.click(within(form()).getByRole('button', { name: TITLE }))

describe('creating an address lot', () => {
  it('checks each block: addresses, one version, the first not after the last, no overlap', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(textbox(form(), 'Name'), 'lab')
    await fillBlock(user, 1, '10.1.0.300', '10.1.0.9')
    await submit(user)
    expect(await within(block(1)).findByText('Not a valid IP address')).toBeTruthy()
    await fillBlock(user, 1, '10.1.0.10', 'fd00::1')
    expect(
      await within(block(1)).findByText('Must be an IPv4 address, like the first address of the block'),
    ).toBeTruthy()
    await fillBlock(user, 1, '10.1.0.10', '10.1.0.9')
    expect(await within(block(1)).findByText('The last address must not be before the first')).toBeTruthy()
    await fillBlock(user, 1, '10.1.0.0', '10.1.0.255')
    await user.click(within(form()).getByRole('button', { name: 'Add block' }))
    await waitFor(() => expect(document.activeElement).toBe(textbox(block(2), 'First address')))
    await fillBlock(user, 2, '10.1.0.128', '10.1.1.0')
    expect(await within(block(2)).findByText('Overlaps block 1 (10.1.0.0–10.1.0.255)')).toBeTruthy()
    expect(db.addressLots.some((l) => l.name === 'lab')).toBe(false)
  })

  it('needs a block, and says why', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(textbox(form(), 'Name'), 'lab')
    await user.click(within(form()).getByRole('button', { name: 'Remove block 1' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form()).getByRole('button', { name: 'Add block' })),
    )
    await submit(user)
    expect(
      await within(form()).findByText('Add at least one block: the API cannot add blocks to a lot later'),
    ).toBeTruthy()
  })

  it('creates a pool lot with two blocks as the request showed', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(textbox(form(), 'Name'), 'lab')
    await user.click(within(form()).getByRole('radio', { name: /^Pool/ }))
    await fillBlock(user, 1, ' 203.0.113.0 ', '203.0.113.255')
    await user.click(within(form()).getByRole('button', { name: 'Add block' }))
    await fillBlock(user, 2, '2001:db8:1::', '2001:db8:1::ffff')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(TITLE)()).getByRole('button', { name: TITLE })),
      dialogNamed(TITLE),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/networking/address-lot',
      body: {
        name: 'lab',
        description: '',
        kind: 'pool',
        blocks: [
          { first_address: '203.0.113.0', last_address: '203.0.113.255' },
          { first_address: '2001:db8:1::', last_address: '2001:db8:1::ffff' },
        ],
      },
    })
    expect(await screen.findByText('Address lot lab created')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Address lots' })
    expect(await within(table).findByText('2001:db8:1::–2001:db8:1::ffff')).toBeTruthy()
  })
})
