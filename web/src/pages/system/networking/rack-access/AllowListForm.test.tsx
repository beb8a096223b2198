import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderNetworking } from '~/testing/render-networking'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { server, setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function openForm(user: User) {
  renderNetworking('/system/networking/rack-access')
  await user.click(await screen.findByRole('link', { name: 'Edit allow-list' }))
  return screen.findByRole('dialog', { name: 'Edit allow-list' })
}

const entryField = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: /^IP address or network/ })

async function addEntry(user: User, form: HTMLElement, text: string) {
  await user.clear(entryField(form))
  await user.type(entryField(form), `${text}{Enter}`)
}

/** A paragraph of the form, by its whole text (its entries are set apart in their own elements). */
const paragraph = (form: HTMLElement, text: string) =>
  within(form).getByText((_, el) => el?.tagName === 'P' && el.textContent === text)

const listed = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Addresses and networks let in' }))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.textContent)

describe('the allow-list form', () => {
  it('narrows any address to a list only once the word is typed, warning of the address the user came from', async () => {
    const user = userEvent.setup()
    const form = await openForm(user)
    expect(within(form).getByRole('radio', { name: /^Any address/ })).toHaveProperty('checked', true)
    expect(within(form).getByText('Requests from every address reach the API.')).toBeTruthy()
    expect(within(form).queryByRole('textbox', { name: /^Type narrow/ })).toBeNull()

    await user.click(within(form).getByRole('radio', { name: /^Only the addresses listed/ }))
    await addEntry(user, form, '192.168.0.0/16')
    expect(listed(form)).toEqual(['192.168.0.0/16'])
    expect((entryField(form) as HTMLInputElement).value).toBe('')
    const letsIn = within(form).getByRole('list', { name: 'What the new list lets in' })
    expect(letsIn.textContent).toBe('192.168.0.0/16: 65,536 addresses, 192.168.0.0 to 192.168.255.255')
    expect(within(form).getByText('Requests from every other address are turned away.')).toBeTruthy()
    expect(
      within(form).getByText('Today any address may reach the API: only those listed will.'),
    ).toBeTruthy()
    // the audit log has the user's requests of the last hours coming from 10.40.2.17
    expect(
      await within(form).findByText(
        'The API recorded your recent requests coming from 10.40.2.17, which the new list does not let in. If this browser reaches the API from there, it will lose access when the list is saved.',
      ),
    ).toBeTruthy()
    expect(
      within(form).getByText(/The console cannot see the address this browser reaches the API from/),
    ).toBeTruthy()

    await user.click(within(form).getByRole('button', { name: 'Save allow-list' }))
    expect(
      await within(form).findByText('Type narrow to confirm that fewer addresses may reach the API'),
    ).toBeTruthy()
    expect(db.networkingAllowList.allowed_ips).toEqual({ allow: 'any' })

    await user.type(within(form).getByRole('textbox', { name: /^Type narrow to confirm/ }), 'narrow')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form).getByRole('button', { name: 'Save allow-list' })),
      () => form,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/networking/allow-list',
      body: { allowed_ips: { allow: 'list', ips: ['192.168.0.0/16'] } },
    })
    expect(await screen.findByText('Allow-list saved')).toBeTruthy()
    expect(db.networkingAllowList.allowed_ips).toEqual({ allow: 'list', ips: ['192.168.0.0/16'] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('table', { name: 'Addresses and networks let in' })).toBeTruthy()
  })

  it('checks each entry before it joins the list, keeping what was typed, and removes entries by keyboard', async () => {
    const user = userEvent.setup()
    const form = await openForm(user)
    await user.click(within(form).getByRole('radio', { name: /^Only the addresses listed/ }))

    await user.click(within(form).getByRole('button', { name: 'Add to list' }))
    expect(await within(form).findByText('IP address or network is required')).toBeTruthy()
    await addEntry(user, form, '10.40.2.17/16')
    expect(
      await within(form).findByText('Bits past the /16 must be zero: did you mean 10.40.0.0/16?'),
    ).toBeTruthy()
    expect((entryField(form) as HTMLInputElement).value).toBe('10.40.2.17/16')
    await addEntry(user, form, '10.40.300.1')
    expect(await within(form).findByText('Not a valid IP address')).toBeTruthy()
    await addEntry(user, form, '10.40.2.17')
    await addEntry(user, form, '10.40.2.17/32')
    expect(await within(form).findByText('Items must be unique')).toBeTruthy()
    await addEntry(user, form, '2001:db8::/32')
    expect(listed(form)).toEqual(['10.40.2.17', '2001:db8::/32'])

    // an entry typed but not added would be left out: it stops the save
    await user.type(entryField(form), '203.0.113.7')
    await user.click(within(form).getByRole('button', { name: 'Save allow-list' }))
    expect(
      await within(form).findByText('Add this address or network to the list, or clear the field'),
    ).toBeTruthy()

    within(form).getByRole('button', { name: 'Remove 10.40.2.17' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(listed(form)).toEqual(['2001:db8::/32']))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Remove 2001:db8::/32' })),
    )
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(entryField(form)))
    expect(within(form).getByText('No address or network yet.')).toBeTruthy()
    expect(db.networkingAllowList.allowed_ips).toEqual({ allow: 'any' })
  })

  it('widens a list without asking for the word, saying what it lets in anew', async () => {
    db.networkingAllowList.allowed_ips = { allow: 'list', ips: ['10.40.0.0/16'] }
    const user = userEvent.setup()
    const form = await openForm(user)
    expect(listed(form)).toEqual(['10.40.0.0/16'])
    await addEntry(user, form, '203.0.113.0/24')
    expect(paragraph(form, 'Newly let in: 203.0.113.0/24.')).toBeTruthy()
    expect(
      await within(form).findByText(
        'The API recorded your recent requests coming from 10.40.2.17, which the new list lets in.',
      ),
    ).toBeTruthy()
    expect(within(form).queryByRole('textbox', { name: /^Type narrow/ })).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Save allow-list' }))
    await waitFor(() =>
      expect(db.networkingAllowList.allowed_ips).toEqual({
        allow: 'list',
        ips: ['10.40.0.0/16', '203.0.113.0/24'],
      }),
    )
  })

  it('says what a smaller list no longer lets in, and that any address needs no word and no warning', async () => {
    db.networkingAllowList.allowed_ips = { allow: 'list', ips: ['10.40.0.0/16', '203.0.113.0/24'] }
    const user = userEvent.setup()
    const form = await openForm(user)
    await user.click(within(form).getByRole('button', { name: 'Remove 203.0.113.0/24' }))
    expect(paragraph(form, 'No longer let in: 203.0.113.0/24.')).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: /^Type narrow to confirm/ })).toBeTruthy()

    await user.click(within(form).getByRole('radio', { name: /^Any address/ }))
    expect(within(form).getByText('Today only the addresses listed may reach the API.')).toBeTruthy()
    expect(within(form).queryByRole('textbox', { name: /^Type narrow/ })).toBeNull()
    expect(within(form).queryByText(/The console cannot see/)).toBeNull()
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form).getByRole('button', { name: 'Save allow-list' })),
      () => form,
    )
    expect(shown.body).toEqual({ allowed_ips: { allow: 'any' } })
    await waitFor(() => expect(db.networkingAllowList.allowed_ips).toEqual({ allow: 'any' }))
  })

  it('says so when it cannot read where the user came from, and still warns', async () => {
    server.use(
      http.get('*/v1/system/audit-log', () =>
        HttpResponse.json({ message: 'Internal Server Error', error_code: 'Internal' }, { status: 500 }),
      ),
    )
    const user = userEvent.setup()
    const form = await openForm(user)
    await user.click(within(form).getByRole('radio', { name: /^Only the addresses listed/ }))
    await addEntry(user, form, '10.40.0.0/16')
    expect(
      await within(form).findByText('The console could not read where your recent requests came from.'),
    ).toBeTruthy()
    expect(within(form).getByText(/this browser may lose access to the API/)).toBeTruthy()
  })
})
