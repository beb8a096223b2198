import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { renderRoutes } from '~/testing/render-routes'
import { menuActionSendsShown, pressSendsShown, recordWrites } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { certificatesRoutes } from './routes'

setupMockServer()

const routes = [{ errorElement: <RouteErrorScreen />, children: certificatesRoutes }]

describe('the requests behind the certificates', () => {
  it('shows the add request with the private key hidden, and sends it with the key', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/certificates-new')
    const form = await screen.findByRole('dialog', { name: 'Add certificate' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'partners-2026')
    await user.upload(within(form).getByLabelText('Certificate'), fixtureFile('silo.crt.pem'))
    await user.upload(within(form).getByLabelText('Private key'), fixtureFile('silo.key.pem'))
    // in none of the forms to copy
    const key = fixtureText('silo.key.pem').trim().split('\n')[1]
    await user.click(within(form).getByRole('button', { name: 'Show request' }))
    for (const [tab, copy] of [
      ['Request', 'request-raw'],
      ['curl', 'request-curl'],
      ['oxide api', 'request-oxide'],
    ]) {
      await user.click(await within(form).findByRole('tab', { name: tab }))
      const text = (await within(form).findByTestId(copy)).textContent
      expect(text).toContain(CONCEALED)
      expect(text).not.toContain(key)
    }
    await user.click(within(form).getByRole('tab', { name: 'Request' }))
    await user.click(within(form).getByRole('button', { name: 'Hide request' }))
    const sent = recordWrites()
    const [shown] = await pressSendsShown(user, form, 'Add certificate')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/certificates',
      body: {
        name: 'partners-2026',
        description: '',
        service: 'external_api',
        cert: fixtureText('silo.crt.pem'),
        key: CONCEALED,
      },
    })
    expect(await screen.findByText('Certificate partners-2026 added')).toBeTruthy()
    // the key itself goes to the API
    expect((sent[0].body as { key: string }).key).toBe(fixtureText('silo.key.pem'))
  })

  it("sends the delete its confirmation showed, which the row menu's Show requests lists too", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/certificates')
    const cert = db.certificates.find((c) => c.name === 'rack-wildcard-2025')
    const url = `/v1/certificates/${cert?.id}`
    const row = 'certificate rack-wildcard-2025'
    await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Delete', 'Show requests', 'Copy ID'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', {
      name: 'Requests for certificate rack-wildcard-2025',
    })
    const del = within(requests).getByRole('region', { name: 'Delete' })
    expect((await within(del).findByTestId('request-line')).textContent).toBe(`DELETE ${url}`)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const [shown] = await menuActionSendsShown(user, { row, dialog: 'Delete certificate' })
    expect(shown).toEqual({ method: 'DELETE', url, body: undefined })
    expect(await screen.findByText('Certificate rack-wildcard-2025 deleted')).toBeTruthy()
  })
})
