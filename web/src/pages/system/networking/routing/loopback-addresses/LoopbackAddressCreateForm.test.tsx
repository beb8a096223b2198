import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, textbox, type User } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { rack } from '~mock/fixtures/hardware/rack'
import { setupMockServer } from '~mock/node'

setupMockServer()

const TITLE = 'Add loopback address'
const form = dialogNamed(TITLE)

async function open() {
  renderSystem('/system/networking/routing/loopback-addresses-new')
  await screen.findByRole('dialog', { name: TITLE })
}

async function chooseLot(user: User, name: string) {
  await user.click(within(form()).getByRole('combobox', { name: /^Address lot/ }))
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
}

async function typeAddress(user: User, address: string) {
  await user.clear(textbox(form(), 'Address'))
  await user.paste(address)
}

const submit = (user: User) => user.click(within(form()).getByRole('button', { name: TITLE }))

describe('adding a loopback address', () => {
  it("takes an address of the lot's blocks, once per switch unless anycast", async () => {
    const user = userEvent.setup()
    await open()
    await chooseLot(user, 'initial-infra')
    expect(
      within(form()).getByText("From the lot's blocks: 10.255.0.0–10.255.0.15, 172.20.15.240–172.20.15.255"),
    ).toBeTruthy()
    await typeAddress(user, '10.9.9.9')
    await submit(user)
    expect(await within(form()).findByText(/^Not within a block of address lot initial-infra/)).toBeTruthy()
    await typeAddress(user, '10.255.0.1')
    expect(await within(form()).findByText('switch0 already has loopback address 10.255.0.1/32')).toBeTruthy()
    await user.click(within(form()).getByRole('radio', { name: /^switch1/ }))
    expect(
      await within(form()).findByText(
        '10.255.0.1/32 is already on switch0: tick Anycast to give it to more than one switch',
      ),
    ).toBeTruthy()
    await user.click(within(form()).getByRole('checkbox', { name: /^Anycast/ }))
    expect(db.loopbackAddresses).toHaveLength(2)
  })

  it('adds one as the request showed', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(within(form()).getByRole('radio', { name: /^switch1/ }))
    await chooseLot(user, 'initial-infra')
    await typeAddress(user, ' 10.255.0.7 ')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(TITLE)()).getByRole('button', { name: TITLE })),
      dialogNamed(TITLE),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/networking/loopback-address',
      body: {
        rack_id: rack.id,
        switch_location: 'switch1',
        address_lot: 'initial-infra',
        address: '10.255.0.7',
        mask: 32,
        anycast: false,
      },
    })
    expect(await screen.findByText('Loopback address 10.255.0.7/32 added to switch1')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Loopback addresses' })
    expect(await within(table).findByText('10.255.0.7/32')).toBeTruthy()
  })
})
