import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { dialogNamed, signInFleetViewer, textbox, type User } from '~/testing/routing-kit'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const TITLE = 'Create BGP configuration'
const form = dialogNamed(TITLE)

async function open() {
  const rendered = renderSystem('/system/networking/routing/bgp-new')
  await screen.findByRole('dialog', { name: TITLE })
  return rendered
}

async function typeAsn(user: User, asn: string) {
  const field = textbox(form(), 'ASN')
  await user.clear(field)
  await user.type(field, asn)
  // back to the description: forwards is the announce set's picker, which opens its list on focus
  await user.tab({ shift: true })
}

async function chooseAnnounceSet(user: User, name: string) {
  await user.click(within(form()).getByRole('combobox', { name: /^Announce set/ }))
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
}

describe('creating a BGP configuration', () => {
  it('says which ASNs it takes, and why one is refused', async () => {
    const user = userEvent.setup()
    await open()
    expect(within(form()).getByText(/from 1 to 4294967295 \(ASNs are 32-bit\)/)).toBeTruthy()
    await typeAsn(user, '4294967296')
    expect(
      await within(form()).findByText('Must be at most 4294967295: an ASN is a 32-bit number'),
    ).toBeTruthy()
    await typeAsn(user, '23456')
    expect(await within(form()).findByText(/^ASN 23456 is AS_TRANS/)).toBeTruthy()
    await typeAsn(user, 'AS65010')
    expect(
      await within(form()).findByText('Must be a whole number such as 65002, or asdot such as 1.10'),
    ).toBeTruthy()
    await typeAsn(user, '0')
    expect(await within(form()).findByText(/^ASN 0 is reserved/)).toBeTruthy()
    await waitFor(() => expect(textbox(form(), 'ASN').getAttribute('aria-invalid')).toBe('true'))
  })

  it('says what kind of ASN a valid one is, and when another configuration has it', async () => {
    const user = userEvent.setup()
    await open()
    await typeAsn(user, '65010')
    expect(await within(form()).findByText(/^A private-use ASN \(RFC 6996\)/)).toBeTruthy()
    await typeAsn(user, '65002')
    expect(await within(form()).findByText(/BGP configuration as65002 has ASN 65002 too/)).toBeTruthy()
    await typeAsn(user, '13335')
    expect(await within(form()).findByText(/^A public ASN/)).toBeTruthy()
  })

  it('creates one with an ASN in asdot and an announce set, as the request showed', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(textbox(form(), 'Name'), 'edge')
    await typeAsn(user, '64086.59904')
    await chooseAnnounceSet(user, 'as65002-announce')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialogNamed(TITLE)()).getByRole('button', { name: TITLE })),
      dialogNamed(TITLE),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/system/networking/bgp',
      body: { name: 'edge', description: '', asn: 4_200_000_000, bgp_announce_set_id: 'as65002-announce' },
    })
    expect(await screen.findByText('BGP configuration edge created')).toBeTruthy()
    expect(db.bgpConfigs.find((c) => c.name === 'edge')).toMatchObject({ asn: 4_200_000_000, vrf: null })
  })

  it('needs an announce set, and says where to make one when there is none', async () => {
    db.bgpAnnounceSets = []
    const user = userEvent.setup()
    await open()
    expect(within(form()).getByRole('link', { name: 'create one' }).getAttribute('href')).toBe(
      '/system/networking/routing/announce-sets-new',
    )
    await user.type(textbox(form(), 'Name'), 'edge')
    await typeAsn(user, '65010')
    await user.click(within(form()).getByRole('button', { name: TITLE }))
    expect(await within(form()).findByText('Announce set is required')).toBeTruthy()
  })

  it("shows a fleet viewer's refusal on the form, keeping what was typed", async () => {
    signInFleetViewer()
    const user = userEvent.setup()
    await open()
    await user.type(textbox(form(), 'Name'), 'edge')
    await typeAsn(user, '65010')
    await chooseAnnounceSet(user, 'as65002-announce')
    await user.click(within(form()).getByRole('button', { name: TITLE }))
    expect(await within(form()).findByText('Action not authorized')).toBeTruthy()
    expect((textbox(form(), 'ASN') as HTMLInputElement).value).toBe('65010')
  })
})
