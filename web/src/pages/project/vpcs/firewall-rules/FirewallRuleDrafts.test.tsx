import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { server, setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

// The rows of the rule form typed or chosen but not added yet: what they keep, what they stop, and where the
// focus goes as rows come and go.

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc', errorElement: <RouteErrorScreen />, children: firewallRulesRoutes },
]
const RULES = '/projects/web-frontend/vpcs/default/firewall-rules'

/** The rule sets this test's saves send, as sent. */
function recordSaves() {
  const sent: { name: string; filters: Record<string, unknown> }[][] = []
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/v1/vpc-firewall-rules')
      sent.push((await request.clone().json()).rules)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return sent
}

const group = (name: string) => screen.getByRole('group', { name })
const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  renderRoutes(routes, `${RULES}-new`)
  await screen.findByRole('dialog', { name: 'Create firewall rule' })
  await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'drafted')
}

describe('a protocol chosen but not added', () => {
  it('stops the save, rather than saving a rule for every protocol, until it is added', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    await openCreate(user)
    const protocols = group('New protocol')
    await user.click(within(protocols).getByRole('radio', { name: 'UDP' }))
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '1 field needs attention' })
    const message = 'Add this protocol to the list, or set the choice back to TCP'
    expect(within(summary).getByRole('link').textContent).toBe(`Protocol: ${message}`)
    expect(within(protocols).getByText(message)).toBeTruthy()
    await user.click(within(summary).getByRole('link'))
    expect(document.activeElement).toBe(within(protocols).getByRole('radio', { name: 'UDP' }))
    expect(sent).toEqual([])

    await user.click(within(protocols).getByRole('button', { name: 'Add protocol' }))
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Firewall rule drafted created')).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(sent[0].at(-1)?.filters.protocols).toEqual([{ type: 'udp' }])
  })

  it('stops the save for ICMP of every type too, and not once the choice is set back', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    await openCreate(user)
    const protocols = group('New protocol')
    await user.click(within(protocols).getByRole('radio', { name: 'ICMP' }))
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '1 field needs attention' })
    expect(within(summary).getByRole('link').textContent).toBe(
      'Protocol: Add this protocol to the list, or set the choice back to TCP',
    )
    expect(sent).toEqual([])
    // TCP is what the form offers by itself: with it chosen again, nothing is pending and the rule has no filter
    await user.click(within(protocols).getByRole('radio', { name: 'TCP' }))
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Firewall rule drafted created')).toBeTruthy()
    expect(sent[0].at(-1)?.filters.protocols).toBeNull()
  })
})

describe('the type of a target or host filter', () => {
  it('keeps what was typed when it changes, and checks it as a value of the new type', async () => {
    const user = userEvent.setup()
    await openCreate(user)
    const targets = group('New target')
    await user.click(within(targets).getByRole('radio', { name: 'IP' }))
    await pasteInto(user, within(targets).getByRole('textbox', { name: 'IP address' }), '10.0.0.0/8')
    await user.click(within(targets).getByRole('button', { name: 'Add target' }))
    expect(await within(targets).findByText('Not a valid IP address')).toBeTruthy()

    await user.click(within(targets).getByRole('radio', { name: 'IP network' }))
    expect(inputValue(within(targets).getByRole('textbox', { name: 'IP network' }))).toBe('10.0.0.0/8')
    await waitFor(() => expect(within(targets).queryByText('Not a valid IP address')).toBeNull())
    await user.click(within(targets).getByRole('button', { name: 'Add target' }))
    expect(await screen.findByRole('button', { name: 'Remove target IP network 10.0.0.0/8' })).toBeTruthy()
  })

  it('keeps a name typed in a picker, from one kind of name to another and to an address', async () => {
    const user = userEvent.setup()
    await openCreate(user)
    const hosts = group('New host filter')
    await user.click(within(hosts).getByRole('radio', { name: 'Instance' }))
    await pasteInto(user, within(hosts).getByRole('combobox', { name: 'Instance name' }), 'web-9')
    await user.click(within(hosts).getByRole('radio', { name: 'Subnet' }))
    expect(inputValue(within(hosts).getByRole('combobox', { name: 'Subnet name' }))).toBe('web-9')
    await user.click(within(hosts).getByRole('radio', { name: 'IP' }))
    expect(inputValue(within(hosts).getByRole('textbox', { name: 'IP address' }))).toBe('web-9')
    await user.click(within(hosts).getByRole('button', { name: 'Add host filter' }))
    expect(await within(hosts).findByText('Not a valid IP address')).toBeTruthy()
  })
})

describe('the error summary', () => {
  it('names the target and the host filter apart when their fields share a label and a message', async () => {
    const user = userEvent.setup()
    await openCreate(user)
    for (const [name, noun] of [
      ['New target', 'target'],
      ['New host filter', 'host filter'],
    ]) {
      const draft = group(name)
      await user.click(within(draft).getByRole('radio', { name: 'IP network' }))
      await pasteInto(user, within(draft).getByRole('textbox', { name: 'IP network' }), '10.0.0.0/33')
      await user.click(within(draft).getByRole('button', { name: `Add ${noun}` }))
    }
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '2 fields need attention' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Target IP network: Max width for IPv4 is 32',
      'Host filter IP network: Max width for IPv4 is 32',
    ])
    // the summary takes the focus after the stopped submit; a link then takes it to its field
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true))
    await user.click(within(summary).getByRole('link', { name: /^Host filter IP network/ }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(group('New host filter')).getByRole('textbox', { name: 'IP network' }),
      ),
    )
  })
})

describe('a port', () => {
  it('is asked for by its label when Add is pressed with none', async () => {
    const user = userEvent.setup()
    await openCreate(user)
    const ports = group('New port')
    await user.click(within(ports).getByRole('button', { name: 'Add port' }))
    expect(await within(ports).findByText('Port or range is required')).toBeTruthy()
  })

  it('typed but not added stops the save, and the message and summary go once it is added', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    await openCreate(user)
    const ports = group('New port')
    await pasteInto(user, within(ports).getByRole('textbox', { name: 'Port or range' }), '8080')
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '1 field needs attention' })
    const message =
      within(summary)
        .getByRole('link')
        .textContent?.replace(/^Port or range: /, '') ?? ''
    expect(message).toMatch(/^Add this port/)
    expect(within(ports).getByText(message)).toBeTruthy()
    expect(sent).toEqual([])

    await user.click(within(ports).getByRole('button', { name: 'Add port' }))
    expect(await screen.findByRole('button', { name: 'Remove port 8080' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('region', { name: /need attention/ })).toBeNull())
    expect(within(ports).queryByText(message)).toBeNull()
    expect(
      within(ports).getByRole('textbox', { name: 'Port or range' }).getAttribute('aria-invalid'),
    ).toBeNull()
  })
})

describe('removing the last row of a list', () => {
  it('moves the focus to the input that adds a row, not out of the dialog', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, `${RULES}/allow-ssh/edit`)
    await screen.findByRole('dialog', { name: 'Edit firewall rule' })

    await user.click(screen.getByRole('button', { name: 'Remove port 22' }))
    const port = within(group('New port')).getByRole('textbox', { name: 'Port or range' })
    await waitFor(() => expect(document.activeElement).toBe(port))
    expect(screen.getByText('Every port.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Remove target VPC default' }))
    const target = within(group('New target')).getByRole('combobox', { name: 'VPC name' })
    await waitFor(() => expect(document.activeElement).toBe(target))
    // the picker offers its names as it takes the focus; Escape closes them and leaves the form open
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('true'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('false'))

    await user.click(screen.getByRole('button', { name: 'Remove protocol TCP' }))
    // TCP is offered again, and its choice has the focus
    const tcp = within(group('New protocol')).getByRole('radio', { name: 'TCP' })
    await waitFor(() => expect(document.activeElement).toBe(tcp))
    expect((tcp as HTMLInputElement).checked).toBe(true)
  })
})
