import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { renderRoutes } from '~/testing/render-routes'
import { formatDate } from '~/util/format'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { LAST_CERTIFICATE } from './certificate-actions'
import { certificatesRoutes } from './routes'

setupMockServer()

afterEach(() => {
  vi.useRealTimers()
})

const routes = [{ errorElement: <RouteErrorScreen />, children: certificatesRoutes }]

type User = ReturnType<typeof userEvent.setup>

const table = () => screen.getByRole('table', { name: 'Certificates' })
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name, { exact: true })) as HTMLElement
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent)
const engineeringNames = () =>
  db.certificates.filter((c) => c.silo_id === engineeringSilo.id).map((c) => c.name)

async function openMenu(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for certificate ${name}` }))
  return screen.findByRole('menu')
}

describe('the certificates of the silo', () => {
  it('list what each is for and until when', async () => {
    // a year before the wildcard certificates expire
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00Z') })
    renderRoutes(routes, '/certificates')
    await screen.findByRole('heading', { name: 'Certificates', level: 1 })
    expect(cells('rack-wildcard-2026').slice(0, 4)).toEqual([
      'rack-wildcard-2026',
      'Console and API',
      '*.sys.rack.example.com',
      formatDate(new Date('2027-12-23T23:35:07Z')),
    ])
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 2)
    expect(screen.queryByText('Expired')).toBeNull()
  })

  it('mark one that expired, and one that expires within 30 days with the days left', async () => {
    db.certificates.push({
      ...db.certificates[0],
      id: crypto.randomUUID(),
      name: 'old-partners',
      cert: fixtureText('silo-expired.crt.pem'),
    })
    // 13 and a half days before the wildcard certificates expire: the days left are rounded up
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-12-10T12:00:00Z') })
    renderRoutes(routes, '/certificates')
    await screen.findByRole('table', { name: 'Certificates' })
    expect(within(rowOf('old-partners')).getByText('Expired')).toBeTruthy()
    expect(within(rowOf('rack-wildcard-2026')).getByText('Expires in 14 days')).toBeTruthy()
  })

  it('delete one after asking, and refuse to delete the last one, saying why', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/certificates')
    await screen.findByRole('table', { name: 'Certificates' })
    const menu = await openMenu(user, 'rack-wildcard-2025')
    await user.click(within(menu).getByRole('menuitem', { name: /^Delete/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete certificate' })
    expect(
      within(confirm).getByText(
        /Delete certificate rack-wildcard-2025\? The silo's console and API stop offering it/,
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Certificate rack-wildcard-2025 deleted')).toBeTruthy()
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 1))
    expect(engineeringNames()).toEqual(['rack-wildcard-2026'])

    const last = await openMenu(user, 'rack-wildcard-2026')
    const del = within(last).getByRole('menuitem', { name: /^Delete/ })
    expect(del.getAttribute('aria-disabled')).toBe('true')
    expect(del.textContent).toContain(LAST_CERTIFICATE)
  })

  it('refuse to delete the last certificate still valid, though an expired one remains', async () => {
    const [current] = db.certificates
    db.certificates = [
      current,
      {
        ...current,
        id: crypto.randomUUID(),
        name: 'old-partners',
        cert: fixtureText('silo-expired.crt.pem'),
      },
    ]
    const user = userEvent.setup()
    renderRoutes(routes, '/certificates')
    await screen.findByRole('table', { name: 'Certificates' })
    const menu = await openMenu(user, 'rack-wildcard-2026')
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Delete/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    const expired = await openMenu(user, 'old-partners')
    expect(
      within(expired)
        .getByRole('menuitem', { name: /^Delete/ })
        .getAttribute('aria-disabled'),
    ).toBeNull()
  })

  it('add one from its PEM files, after refusing an expired one and keeping what was chosen', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/certificates')
    await user.click(await screen.findByRole('link', { name: 'Add certificate' }))
    const form = await screen.findByRole('dialog', { name: 'Add certificate' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'partners-2026')
    await user.upload(within(form).getByLabelText('Certificate'), fixtureFile('silo-expired.crt.pem'))
    await user.upload(within(form).getByLabelText('Private key'), fixtureFile('silo.key.pem'))
    await user.click(within(form).getByRole('button', { name: 'Add certificate' }))
    expect(await within(form).findByText(/^The certificate expired on /)).toBeTruthy()
    expect(engineeringNames()).toHaveLength(2)

    await user.upload(within(form).getByLabelText('Certificate'), fixtureFile('silo.crt.pem'))
    expect(
      await within(form).findByText(/^For \*\.partners\.sys\.rack\.example\.com, valid until/),
    ).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Add certificate' }))
    expect(await screen.findByText('Certificate partners-2026 added')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(engineeringNames()).toContain('partners-2026')
    const added = db.certificates.find((c) => c.name === 'partners-2026')
    expect(added?.cert).toBe(fixtureText('silo.crt.pem').trim())
    expect(added?.service).toBe('external_api')
    await waitFor(() => expect(cells('partners-2026')[2]).toBe('*.partners.sys.rack.example.com'))
  })

  it("show a silo viewer the API's refusal, as for any page it may not read", async () => {
    signIn(margaret)
    renderRoutes(routes, '/certificates')
    expect(await screen.findByText('Action not authorized', { exact: false })).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Certificates' })).toBeNull()
  })
})
