import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, textbox, type User } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const TITLE = 'Enable BFD session'
const form = dialogNamed(TITLE)

async function open() {
  renderSystem('/system/networking/routing/bfd-new')
  await screen.findByRole('dialog', { name: TITLE })
}

async function typePeer(user: User, address: string) {
  const field = within(form()).getByRole('combobox', { name: /^Peer address/ })
  await user.clear(field)
  await user.click(field)
  await user.paste(address)
  // leaving closes the list of suggestions (Escape, with none open, would close the form)
  await user.tab()
}

describe('enabling a BFD session', () => {
  it('checks the addresses and the numbers before sending anything', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(within(form()).getByRole('button', { name: TITLE }))
    expect(await within(form()).findByText('Peer address is required')).toBeTruthy()
    await typePeer(user, '172.20.15.300')
    await user.type(textbox(form(), 'Local address'), 'fd00::1')
    const threshold = within(form()).getByRole('textbox', { name: /^Detection threshold/ })
    await user.clear(threshold)
    await user.type(threshold, '0')
    await user.click(within(form()).getByRole('button', { name: TITLE }))
    expect(await within(form()).findByText('Not a valid IP address')).toBeTruthy()
    expect(await within(form()).findByText('Must be a whole number from 1 to 255')).toBeTruthy()
    await typePeer(user, '172.20.15.254')
    expect(await within(form()).findByText("Must be an IPv4 address, like the peer's")).toBeTruthy()
    expect(db.bfdSessions).toHaveLength(3)
  })

  it('says how long a failure takes to notice, and when it replaces a session', async () => {
    const user = userEvent.setup()
    await open()
    expect(within(form()).getByText(/declared down after 3 × 300 ms = 900 ms without a packet/)).toBeTruthy()
    await user.click(within(form()).getByRole('radio', { name: /^switch1/ }))
    await typePeer(user, '172.20.15.253')
    expect(
      await within(form()).findByText(
        /BFD is already enabled with 172.20.15.253 on switch1: these settings replace/,
      ),
    ).toBeTruthy()
  })

  it('enables a multi-hop session as the request showed, the interval in microseconds', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(within(form()).getByRole('radio', { name: /^switch1/ }))
    await typePeer(user, ' 10.0.0.3 ')
    await user.click(within(form()).getByRole('radio', { name: /^Multi hop/ }))
    const interval = within(form()).getByRole('textbox', { name: /^Minimum receive interval/ })
    await user.clear(interval)
    await user.type(interval, '50')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(TITLE)()).getByRole('button', { name: TITLE })),
      dialogNamed(TITLE),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/networking/bfd-enable',
      body: {
        switch: 'switch1',
        remote: '10.0.0.3',
        mode: 'multi_hop',
        detection_threshold: 3,
        required_rx: 50_000,
      },
    })
    expect(await screen.findByText('BFD session with 10.0.0.3 on switch1 enabled')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'BFD sessions' })
    await waitFor(() => expect(within(table).getByText('10.0.0.3')).toBeTruthy())
  })
})
