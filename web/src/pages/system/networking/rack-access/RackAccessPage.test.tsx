import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { disabledReason } from '~/testing/disabled-reason'
import { renderNetworking } from '~/testing/render-networking'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { grace, guest } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

describe('the rack access page', () => {
  it('says any address may reach the API, and that inbound ICMP is on', async () => {
    renderNetworking('/system/networking/rack-access')
    await screen.findByRole('heading', { name: 'Rack access', level: 1 })
    expect(screen.getByText('Any address', { selector: 'strong' }).parentElement?.textContent).toBe(
      'Any address may reach the API.',
    )
    const icmp = screen.getByRole('region', { name: 'Inbound ICMP' })
    expect(within(icmp).getByText('on')).toBeTruthy()
    expect(within(icmp).getByText(/Path MTU discovery and fragmentation rely on/)).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rack access'])
  })

  it('lists the addresses and networks let in, with how many each holds', async () => {
    db.networkingAllowList.allowed_ips = { allow: 'list', ips: ['203.0.113.7/32', '10.40.0.0/16'] }
    renderNetworking('/system/networking/rack-access')
    const table = await screen.findByRole('table', { name: 'Addresses and networks let in' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['203.0.113.7', 'one address'],
      ['10.40.0.0/16', '65,536 addresses'],
    ])
  })

  it('turns inbound ICMP off after a confirmation that says what stops working, sending what it shows', async () => {
    const user = userEvent.setup()
    renderNetworking('/system/networking/rack-access')
    await user.click(await screen.findByRole('button', { name: 'Turn off inbound ICMP' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Turn off inbound ICMP' })
    await screen.findByRole('dialog', { name: 'Turn off inbound ICMP' })
    expect(within(dialog()).getByText(/Path MTU discovery stops working for them/)).toBeTruthy()
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Turn off inbound ICMP' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/networking/inbound-icmp',
      body: { enabled: false },
    })
    expect(await screen.findByText('Inbound ICMP turned off')).toBeTruthy()
    expect(db.inboundIcmp.enabled).toBe(false)
    const icmp = screen.getByRole('region', { name: 'Inbound ICMP' })
    await waitFor(() => expect(within(icmp).getByText('off')).toBeTruthy())

    // and back on
    await user.click(screen.getByRole('button', { name: 'Turn on inbound ICMP' }))
    const on = await screen.findByRole('dialog', { name: 'Turn on inbound ICMP' })
    await user.click(within(on).getByRole('button', { name: 'Turn on inbound ICMP' }))
    await waitFor(() => expect(db.inboundIcmp.enabled).toBe(true))
  })

  it('offers a fleet viewer no change, saying why', async () => {
    signIn(grace)
    renderNetworking('/system/networking/rack-access')
    await screen.findByRole('heading', { name: 'Rack access', level: 1 })
    for (const name of ['Edit allow-list', 'Turn off inbound ICMP']) {
      expect(disabledReason(screen.getByRole('button', { name }))).toBe('Needs the admin role on the fleet')
    }
  })

  it('shows the error screen when the allow-list cannot be read', async () => {
    server.use(
      http.get('*/v1/system/networking/allow-list', () =>
        HttpResponse.json({ message: 'Internal Server Error', error_code: 'Internal' }, { status: 500 }),
      ),
    )
    renderNetworking('/system/networking/rack-access')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('is Page not found for anyone who is not a fleet viewer', async () => {
    signIn(guest)
    renderNetworking('/system/networking/rack-access')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
