import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { ipPoolsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: ipPoolsRoutes }]

type User = ReturnType<typeof userEvent.setup>

async function openForm(pool: string) {
  const rendered = renderRoutes(routes, `/system/networking/ip-pools/${pool}/ranges-add`)
  const form = await screen.findByRole('dialog', { name: 'Add IP range' })
  return { ...rendered, form }
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByRole('textbox', { name: new RegExp(`^${label}`) })

async function fill(user: User, form: HTMLElement, first: string, last: string) {
  await user.clear(field(form, 'First address'))
  if (first) await user.type(field(form, 'First address'), first)
  await user.clear(field(form, 'Last address'))
  if (last) await user.type(field(form, 'Last address'), last)
  await user.click(screen.getByRole('button', { name: 'Add range' }))
}

describe('adding a range', () => {
  it('marks the Ranges tab current while the form is open over it', async () => {
    await openForm('lab-pool')
    const tabs = screen.getByRole('tablist', { name: 'IP pool sections' })
    expect(within(tabs).getByRole('tab', { name: 'Ranges' }).getAttribute('aria-selected')).toBe('true')
  })

  it('says what is wrong with each end before sending anything, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { form } = await openForm('lab-pool')
    const before = db.ipPoolRanges.length

    await user.click(screen.getByRole('button', { name: 'Add range' }))
    expect(await within(form).findByText('First address is required')).toBeTruthy()
    expect(within(form).getByText('Last address is required')).toBeTruthy()

    await fill(user, form, '10.85.4.300', 'ten')
    await waitFor(() => expect(within(form).getAllByText('Not a valid IP address')).toHaveLength(2))

    await fill(user, form, '2001:db8::1', '10.85.4.9')
    expect(await within(form).findByText('Must be an IPv4 address, as the pool is IPv4')).toBeTruthy()
    await waitFor(() => expect(field(form, 'First address').getAttribute('aria-invalid')).toBe('true'))
    expect(field(form, 'Last address').getAttribute('aria-invalid')).toBeNull()

    // reversed, by number: as text 10.85.4.10 would sort first
    await fill(user, form, '10.85.4.10', '10.85.4.9')
    expect(await within(form).findByText('The last address must not be before the first')).toBeTruthy()
    await waitFor(() => expect(field(form, 'Last address').getAttribute('aria-invalid')).toBe('true'))
    expect((field(form, 'First address') as HTMLInputElement).value).toBe('10.85.4.10')
    expect((field(form, 'Last address') as HTMLInputElement).value).toBe('10.85.4.9')
    expect(db.ipPoolRanges).toHaveLength(before)
  })

  it('adds a range, which shows in the list and in the counts', async () => {
    const user = userEvent.setup()
    const { form, router } = await openForm('lab-pool')
    await fill(user, form, ' 10.85.2.64 ', '10.85.2.127')
    expect(await screen.findByText('Range 10.85.2.64–10.85.2.127 added to lab-pool')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/ip-pools/lab-pool/ranges'),
    )
    const table = await screen.findByRole('table', { name: 'Ranges' })
    await within(table).findByText('10.85.2.64')
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Addresses allocated' }).getAttribute('aria-valuetext')).toBe(
        '0 of 128 addresses allocated',
      ),
    )
  })

  it('puts the API refusal of an overlapping range on the form, keeping the range', async () => {
    const user = userEvent.setup()
    const { form } = await openForm('lab-pool')
    // the service pool holds 10.85.0.1–10.85.0.31
    await fill(user, form, '10.85.0.20', '10.85.0.40')
    expect(
      await within(form).findByText(
        'The provided IP range 10.85.0.20-10.85.0.40 overlaps with an existing range',
      ),
    ).toBeTruthy()
    expect((field(form, 'First address') as HTMLInputElement).value).toBe('10.85.0.20')
  })

  it('warns that the API takes no IPv6 range into a unicast pool, and shows its refusal', async () => {
    const user = userEvent.setup()
    const { form } = await openForm('ipv6-pool')
    expect(within(form).getByText(/takes IPv6 ranges only into multicast pools/)).toBeTruthy()
    await fill(user, form, '2001:db8:85:2::1', '2001:db8:85:2::ff')
    expect(await within(form).findByText('IPv6 ranges are not allowed yet for unicast pools')).toBeTruthy()
  })
})

describe('removing a range', () => {
  async function removeFrom(user: User, first: string) {
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Actions for ${first}`) }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove range' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
  }

  it('asks first, then removes it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/lab-pool/ranges')
    await removeFrom(user, '10.85.2.0')
    expect(await screen.findByText('Range 10.85.2.0–10.85.2.63 removed')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No ranges' })).toBeTruthy()
  })

  it('turns the refusal of a range with addresses in use into an error toast', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools/default/ranges')
    // the seeded instances and floating IPs hold addresses in 10.85.0.32–10.85.0.255
    await removeFrom(user, '10.85.0.32')
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Could not remove range')).toBeTruthy()
    expect(within(toast).getByText(/^IP pool range has allocated addresses/)).toBeTruthy()
    expect(within(await screen.findByRole('table', { name: 'Ranges' })).getByText('10.85.0.32')).toBeTruthy()
  })
})
