import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { callApi } from '~/api'
import { floatingIpList } from '~/pages/project/floating-ips/queries'
import { instanceList } from '~/pages/project/instances/queries'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { FloatingIpAttachDialog } from './FloatingIpAttachDialog'

setupMockServer()

const project = 'web-frontend'

function open(props: ComponentProps<typeof FloatingIpAttachDialog>) {
  renderRoutes([{ path: '/', element: <FloatingIpAttachDialog {...props} /> }], '/')
  return screen.findByRole('dialog', { name: 'Attach floating IP' })
}

const instanceId = (name: string) => db.instances.find((i) => i.name === name)?.id

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const numbered = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`

/** Copies of a row of the seed, `extra-0000` on: with 1,100 the project holds more than a page of them. */
function addCopies<T extends { id: string; name: string }>(table: T[], model: string, count: number) {
  const row = table.find((r) => r.name === model)
  if (!row) throw new Error(`the seed has ${model}`)
  for (let n = 0; n < count; n++) table.push({ ...row, id: id(n), name: numbered('extra', n) })
}

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

describe('FloatingIpAttachDialog, opened for an instance', () => {
  it('offers the floating IPs that are free, each with its address, and attaches the one picked', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const dialog = await open({ project, instance: 'web-3', floatingIps: floatingIpList(project), onClose })
    expect(within(dialog).queryByText(/reachable at/)).toBeNull()

    // the picker has the focus and shows its list; Escape closes the list, not the dialog
    await user.keyboard('{Escape}')
    await user.click(await within(dialog).findByRole('button', { name: 'Attach' }))
    expect(await within(dialog).findByText('Floating IP is required')).toBeTruthy()

    await user.click(within(dialog).getByRole('combobox', { name: 'Floating IP' }))
    const spare = await screen.findByRole('option', { name: /spare/ })
    expect(spare.textContent).toContain('10.85.0.42')
    // www is attached to web-1 already
    expect(screen.queryByRole('option', { name: /www/ })).toBeNull()
    await user.click(spare)
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))

    expect(await screen.findByText('Floating IP spare attached')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.name === 'spare')?.instance_id).toBe(instanceId('web-3'))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('shows what the API refuses for the whole form', async () => {
    const user = userEvent.setup()
    // an instance on its way up cannot take an address
    const dialog = await open({
      project,
      instance: 'web-canary',
      floatingIps: floatingIpList(project),
      onClose: () => {},
    })
    const picker = within(dialog).getByRole('combobox', { name: 'Floating IP' })
    await user.click(picker)
    await user.click(await screen.findByRole('option', { name: /spare/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toMatch(/instance "web-canary" while it is starting/)
    expect(
      within(dialog).getByRole('combobox', { name: 'Floating IP' }).getAttribute('aria-invalid'),
    ).not.toBe('true')
    expect(db.floatingIps.find((f) => f.name === 'spare')?.instance_id).toBeNull()
  })
})

describe('FloatingIpAttachDialog, opened for a floating IP', () => {
  it('shows what the API refuses on the instance field', async () => {
    const user = userEvent.setup()
    const www = await callApi('floatingIpView', { path: { floatingIp: 'www' }, query: { project } })
    const dialog = await open({
      project,
      floatingIp: www,
      instances: instanceList(project),
      onClose: () => {},
    })
    expect(within(dialog).getByText(/The instance you choose will be reachable at/).textContent).toContain(
      '10.85.0.40',
    )
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    await user.click(await screen.findByRole('option', { name: /web-3/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))

    const message = await within(dialog).findByText(
      'Floating IP "www" is already attached to another instance',
    )
    expect(within(dialog).getByRole('combobox', { name: 'Instance' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(message.closest('form')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.name === 'www')?.instance_id).toBe(instanceId('web-1'))
  })
})

describe('the request behind the attach floating IP dialog', () => {
  it('says what it needs before an address is chosen, then sends the attach it shows', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    await open({ project, instance: 'web-3', floatingIps: floatingIpList(project), onClose })
    const dialog = () => screen.getByRole('dialog', { name: 'Attach floating IP' })
    await user.keyboard('{Escape}')
    await user.click(within(dialog()).getByRole('button', { name: 'Show request' }))
    expect(await within(dialog()).findByText(/Choose a floating IP/)).toBeTruthy()
    await user.click(within(dialog()).getByRole('button', { name: 'Hide request' }))

    await user.click(within(dialog()).getByRole('combobox', { name: 'Floating IP' }))
    await user.click(await screen.findByRole('option', { name: /spare/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Attach' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/floating-ips/spare/attach?project=web-frontend',
      body: { kind: 'instance', parent: 'web-3' },
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})

describe('FloatingIpAttachDialog over lists longer than a page', () => {
  it('finds a floating IP past the first page by part of its name, and attaches that one', async () => {
    addCopies(db.floatingIps, 'spare', 1100)
    const user = userEvent.setup()
    const dialog = await open({
      project,
      instance: 'web-3',
      floatingIps: floatingIpList(project),
      onClose: () => {},
    })
    const picker = within(dialog).getByRole('combobox', { name: 'Floating IP' })
    expect(
      await screen.findByText('Showing the first 1,000 floating IPs; type to search them all.', {}, slow),
    ).toBeTruthy()

    await pasteInto(user, picker, 'tra-1042')
    await user.click(await screen.findByRole('option', { name: /^extra-1042/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('extra-1042'))
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))

    expect(await screen.findByText('Floating IP extra-1042 attached')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.name === 'extra-1042')?.instance_id).toBe(instanceId('web-3'))
  })

  it('finds an instance past the first page by part of its name, and attaches the address to it', async () => {
    addCopies(db.instances, 'web-3', 1100)
    const user = userEvent.setup()
    const spare = await callApi('floatingIpView', { path: { floatingIp: 'spare' }, query: { project } })
    const dialog = await open({
      project,
      floatingIp: spare,
      instances: instanceList(project),
      onClose: () => {},
    })
    const picker = within(dialog).getByRole('combobox', { name: 'Instance' })
    expect(
      await screen.findByText('Showing the first 1,000 instances; type to search them all.', {}, slow),
    ).toBeTruthy()

    await pasteInto(user, picker, 'tra-1099')
    await user.click(await screen.findByRole('option', { name: /^extra-1099/ }, slow))
    expect(await within(dialog).findByText(/will be reachable at/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))

    expect(await screen.findByText('Floating IP spare attached to extra-1099')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.name === 'spare')?.instance_id).toBe(instanceId('extra-1099'))
  })
})
