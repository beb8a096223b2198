import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { floatingIpCreateLoader } from '~/pages/project/floating-ips/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { alan } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import FloatingIpCreateForm from './FloatingIpCreateForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/floating-ips-new',
    loader: floatingIpCreateLoader,
    element: <FloatingIpCreateForm />,
  },
  { path: '/projects/:project/floating-ips', element: <p>floating IP list</p> },
]

const address = () => screen.getByRole('textbox', { name: 'IP address' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Create floating IP' })

async function start(user: ReturnType<typeof userEvent.setup>, name: string) {
  const result = renderRoutes(routes, '/projects/sandbox/floating-ips-new')
  await pasteInto(user, await screen.findByLabelText(/^Name/), name)
  return result
}

/** The paths of the system endpoints the page asks anything of, from now to the end of the test. */
function recordSystemReads() {
  const asked: string[] = []
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/v1/system/')) asked.push(path)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return asked
}

describe('the create floating IP form', () => {
  it('offers the silo pools with the default marked and chosen, and takes the next free address from it', async () => {
    const user = userEvent.setup()
    const { router } = await start(user, 'ingress')
    const pool = screen.getByRole('combobox', { name: 'IP pool' }) as HTMLInputElement
    expect(pool.value).toBe('default')
    await user.click(pool)
    // the default pool carries a 'default' badge beside its name; the others do not
    const defaultOption = await screen.findByRole('option', { name: /^default/ })
    expect(within(defaultOption).getAllByText('default')).toHaveLength(2)
    expect(within(screen.getByRole('option', { name: /ipv6-pool/ })).queryByText('default')).toBeNull()
    // pools that are not linked to the silo are not offered
    expect(screen.queryByRole('option', { name: /lab-pool/ })).toBeNull()
    await user.keyboard('{Escape}')
    await user.click(submit())
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/floating-ips'))
    const fip = db.floatingIps.find((f) => f.name === 'ingress')
    expect(fip?.ip).toMatch(/^10\.85\.[01]\.\d+$/)
  })

  it("says 'Not a valid IP address' for an address that is not one, and sends nothing", async () => {
    const user = userEvent.setup()
    await start(user, 'typo')
    await pasteInto(user, address(), '10.85.0.300')
    await user.click(submit())
    expect(await screen.findByText('Not a valid IP address')).toBeTruthy()
    expect(address().getAttribute('aria-invalid')).toBe('true')
    expect(db.floatingIps.some((f) => f.name === 'typo')).toBe(false)
  })

  it('refuses an address outside the chosen pool and lists what the pool holds', async () => {
    const user = userEvent.setup()
    await start(user, 'outside')
    // the pool's ranges are read for the check and shown under the field
    await screen.findByText(
      /Pool default holds 10\.85\.0\.32–10\.85\.0\.255 and 10\.85\.1\.0–10\.85\.1\.255\./,
    )
    await pasteInto(user, address(), '10.85.2.10')
    await user.click(submit())
    expect(await screen.findByText('Not an address of pool default')).toBeTruthy()
    // an IPv6 address is never in an IPv4 pool
    await user.clear(address())
    await pasteInto(user, address(), '2001:db8:85:1::10')
    await user.click(submit())
    expect(await screen.findByText('Not an address of pool default')).toBeTruthy()
    expect(db.floatingIps.some((f) => f.name === 'outside')).toBe(false)
  })

  it("leaves the pool check to the API for a user who may not read the pool's ranges", async () => {
    // a silo collaborator with no fleet role
    signIn(alan)
    const user = userEvent.setup()
    await start(user, 'outside')
    await pasteInto(user, address(), '10.85.2.10')
    await user.click(submit())
    expect(await screen.findByText('The requested IP address 10.85.2.10 is not available')).toBeTruthy()
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'))
    expect(screen.queryByText(/Pool default holds/)).toBeNull()
  })

  it("never asks for a pool's ranges for a user who may not read them, whichever pool is picked", async () => {
    signIn(alan)
    const asked = recordSystemReads()
    const user = userEvent.setup()
    await start(user, 'elsewhere')
    await user.click(screen.getByRole('combobox', { name: 'IP pool' }))
    await user.click(await screen.findByRole('option', { name: /ipv6-pool/ }))
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'IP pool' }) as HTMLInputElement).value).toBe('ipv6-pool'),
    )
    // the API's answer to the submit comes after any read the pool change would have started
    await user.click(submit())
    expect(await screen.findByText('No external IP addresses available')).toBeTruthy()
    expect(screen.queryByText(/Pool ipv6-pool holds/)).toBeNull()
    expect(asked).toEqual([])
  })

  it("asks for the chosen pool's ranges for a fleet viewer", async () => {
    const asked = recordSystemReads()
    const user = userEvent.setup()
    await start(user, 'elsewhere')
    await screen.findByText(/Pool default holds/)
    await user.click(screen.getByRole('combobox', { name: 'IP pool' }))
    await user.click(await screen.findByRole('option', { name: /ipv6-pool/ }))
    await screen.findByText(/Pool ipv6-pool holds/)
    expect(asked).toEqual(['/v1/system/ip-pools/default/ranges', '/v1/system/ip-pools/ipv6-pool/ranges'])
  })

  it('reserves the address asked for when it is a free one of the pool', async () => {
    const user = userEvent.setup()
    const { router } = await start(user, 'pinned')
    await screen.findByText(/Pool default holds/)
    await pasteInto(user, address(), '10.85.1.200')
    await user.click(submit())
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/floating-ips'))
    expect(db.floatingIps.find((f) => f.name === 'pinned')?.ip).toBe('10.85.1.200')
  })

  it("puts the API's refusal of a taken address on the address field and keeps what was typed", async () => {
    const user = userEvent.setup()
    await start(user, 'second-www')
    await pasteInto(user, screen.getByLabelText('Description'), 'typed before the error')
    // in the pool, but www holds it already
    await pasteInto(user, address(), '10.85.0.40')
    await user.click(submit())
    expect(await screen.findByText('The requested IP address 10.85.0.40 is not available')).toBeTruthy()
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'))
    expect(address().value).toBe('10.85.0.40')
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('second-www')
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('typed before the error')
  })

  it('puts a duplicate name on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'spare')
    await user.click(submit())
    expect(await screen.findByText('Floating IP name already exists')).toBeTruthy()
  })
})
