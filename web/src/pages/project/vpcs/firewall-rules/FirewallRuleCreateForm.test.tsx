import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { server, setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc', errorElement: <RouteErrorScreen />, children: firewallRulesRoutes },
]
const NEW = '/projects/web-frontend/vpcs/default/firewall-rules-new'

type User = ReturnType<typeof userEvent.setup>
type SentRule = Record<string, unknown> & { name: string }

/** The rule sets this test's saves send, as sent. */
function recordSaves() {
  const sent: SentRule[][] = []
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

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)

/** The VPC's rules as the mock stores them, by name, with only the fields a rule is written with. */
function storedRules(project = 'web-frontend') {
  const projectId = db.projects.find((p) => p.name === project)?.id
  const vpcId = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')?.id
  return db.vpcFirewallRules
    .filter((r) => r.vpc_id === vpcId)
    .map(({ name, action, description, direction, filters, priority, status, targets }) => ({
      name,
      action,
      description,
      direction,
      filters,
      priority,
      status,
      targets,
    }))
    .sort(byName)
}

const form = () => screen.findByRole('dialog', { name: 'Create firewall rule' })
const group = (name: string) => screen.getByRole('group', { name })

/** Adds a row of `type` with `value` entered, by the row's Add button (or Enter, for a name picker's text). */
async function addTyped(user: User, groupName: string, type: string, value: string) {
  const g = group(groupName)
  await user.click(within(g).getByRole('radio', { name: type }))
  if (type === 'IP' || type === 'IP network') {
    await pasteInto(user, within(g).getByRole('textbox'), value)
    await user.click(within(g).getByRole('button', { name: /^Add / }))
  } else {
    // Enter adds the entered name; the emptied field then offers its suggestions again, which Tab leaves
    await pasteInto(user, within(g).getByRole('combobox'), value)
    await user.keyboard('{Enter}')
    await screen.findByRole('button', { name: new RegExp(`^Remove .* ${value}$`), hidden: true })
    await user.tab()
  }
}

describe('the create firewall rule form', () => {
  it('creates a rule of every kind of field, and leaves the other rules as they were', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    const before = storedRules()
    const { router } = renderRoutes(routes, NEW)
    await form()
    await user.click(screen.getByRole('textbox', { name: /^Name/ }))
    await user.paste('allow-web-from-office')
    await user.click(screen.getByRole('textbox', { name: 'Description' }))
    await user.paste('The office reaches the web servers')
    await user.click(screen.getByRole('radio', { name: 'Deny' }))
    await user.click(screen.getByRole('radio', { name: 'Outbound' }))
    const priority = screen.getByRole('textbox', { name: /^Priority/ })
    await user.clear(priority)
    await pasteInto(user, priority, '120')
    await user.click(screen.getByRole('checkbox', { name: /Enabled/ }))

    // a target picked from the suggestions, and one typed
    const targets = group('New target')
    await user.click(within(targets).getByRole('radio', { name: 'Instance' }))
    await user.click(within(targets).getByRole('combobox', { name: 'Instance name' }))
    await user.click(await screen.findByRole('option', { name: 'web-2' }))
    await user.click(within(targets).getByRole('button', { name: 'Add target' }))
    await addTyped(user, 'New target', 'IP', '10.1.2.3')
    expect(
      within(screen.getByRole('list', { name: 'Targets' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['instance web-2Remove', 'IP 10.1.2.3Remove'])

    await addTyped(user, 'New host filter', 'IP network', '192.168.0.0/16')
    await addTyped(user, 'New host filter', 'Subnet', 'frontend')
    // Enter in a row's input adds it, without saving the rule
    await pasteInto(user, within(group('New port')).getByRole('textbox'), '443')
    await user.keyboard('{Enter}')
    await pasteInto(user, within(group('New port')).getByRole('textbox'), '8000-8080')
    await user.keyboard('{Enter}')
    await screen.findByRole('button', { name: 'Remove port 8000-8080' })

    const protocols = group('New protocol')
    await user.click(within(protocols).getByRole('button', { name: 'Add protocol' }))
    await user.click(within(protocols).getByRole('radio', { name: 'ICMP' }))
    // a type by its name, kept as entered when Tab leaves the suggestions for the code
    await pasteInto(user, within(protocols).getByRole('combobox', { name: 'ICMP type' }), 'echo request')
    await user.tab()
    await user.keyboard('0')
    await user.click(within(protocols).getByRole('button', { name: 'Add protocol' }))
    expect(screen.getByRole('list', { name: 'Protocols' }).textContent).toContain(
      'ICMP Echo request (8), code 0',
    )

    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Firewall rule allow-web-from-office created')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/firewall-rules'),
    )

    expect(sent).toHaveLength(1)
    const created = sent[0].at(-1)
    expect(created).toEqual({
      name: 'allow-web-from-office',
      description: 'The office reaches the web servers',
      action: 'deny',
      direction: 'outbound',
      priority: 120,
      status: 'disabled',
      targets: [
        { type: 'instance', value: 'web-2' },
        { type: 'ip', value: '10.1.2.3' },
      ],
      filters: {
        hosts: [
          { type: 'ip_net', value: '192.168.0.0/16' },
          { type: 'subnet', value: 'frontend' },
        ],
        ports: ['443', '8000-8080'],
        protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmp_type: 8, code: '0' } }],
      },
    })
    // every other rule went back with exactly its written fields, as they were
    expect(sent[0].slice(0, -1).sort(byName)).toEqual(before)
    // the list behind the form shows the new rule with the others
    const row = (await screen.findByRole('link', { name: 'allow-web-from-office' })).closest(
      'tr',
    ) as HTMLElement
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(1, 3)).toEqual(['120', 'deny'])
    expect(cells[7]).toBe('443, 8000-8080')
    expect(cells[4]).toContain('instance web-2')
    expect(cells[5]).toContain('IP network 192.168.0.0/16')
    expect(screen.getByRole('link', { name: 'allow-https' })).toBeTruthy()
  }, 60_000)

  it('refuses a bad port and a bad network with their messages, keeping what was typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, NEW)
    await form()
    const port = within(group('New port')).getByRole('textbox', { name: 'Port or range' })
    await pasteInto(user, port, '70000')
    await user.click(within(group('New port')).getByRole('button', { name: 'Add port' }))
    expect(await within(group('New port')).findByText('Ports go up to 65535')).toBeTruthy()
    expect((port as HTMLInputElement).value).toBe('70000')
    expect(screen.getByText('Every port.')).toBeTruthy()
    await user.clear(port)
    await pasteInto(user, port, '90-80')
    expect(
      await within(group('New port')).findByText('The end of the range must not be below the start'),
    ).toBeTruthy()

    await addTyped(user, 'New host filter', 'IP network', '10.0.0.0/33')
    const hosts = group('New host filter')
    expect(await within(hosts).findByText('Max width for IPv4 is 32')).toBeTruthy()
    expect((within(hosts).getByRole('textbox', { name: 'IP network' }) as HTMLInputElement).value).toBe(
      '10.0.0.0/33',
    )
    expect(screen.getByText('Any host.')).toBeTruthy()
  })

  it('says a list takes each item once', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, NEW)
    await form()
    await addTyped(user, 'New target', 'IP', 'fd00::1')
    await addTyped(user, 'New target', 'IP', 'fd00::1')
    expect(await within(group('New target')).findByText('Items must be unique')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Remove target/ })).toHaveLength(1)
  })

  it('asks for a value when Add is pressed with none', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, NEW)
    await form()
    const targets = group('New target')
    await user.click(within(targets).getByRole('button', { name: 'Add target' }))
    expect(await within(targets).findByText('VPC name is required')).toBeTruthy()
    expect((document.activeElement as HTMLInputElement).name).toBe('targetDraft.value')
    // typing clears the message, and it stays away once the row is added
    await user.keyboard('default')
    await waitFor(() => expect(within(targets).queryByText('VPC name is required')).toBeNull())
    await user.keyboard('{Enter}')
    await screen.findByRole('button', { name: 'Remove target VPC default', hidden: true })
    expect(within(targets).queryByText('VPC name is required')).toBeNull()
  })

  it('stops the save for a taken name and a row not added, with a summary at the top that leads to each', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    renderRoutes(routes, NEW)
    await form()
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'allow-ssh')
    await pasteInto(user, within(group('New port')).getByRole('textbox'), '22')
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    const summary = await screen.findByRole('region', { name: '2 fields need attention' })
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true))
    const name =
      'Another rule in this VPC is named allow-ssh: rule names are unique per VPC, so edit that rule to change it'
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([`Name: ${name}`, 'Port or range: Add this port to the list, or clear the field'])
    await user.click(within(summary).getByRole('link', { name: /^Port or range/ }))
    expect(document.activeElement).toBe(within(group('New port')).getByRole('textbox'))
    expect(sent).toEqual([])
  })

  it('keeps everything typed when the save fails, and says why', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, NEW)
    await form()
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'cross')
    await addTyped(user, 'New target', 'IP', '10.9.9.9')
    setMockFaults('vpcFirewallRulesUpdate=503')
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('cross')
    expect(screen.getByRole('button', { name: 'Remove target IP 10.9.9.9' })).toBeTruthy()
  })
})

describe('cloning a rule', () => {
  it('starts from the rule under a name of its own and leaves the original alone', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    const before = storedRules()
    renderRoutes(routes, `${NEW}/allow-redis-from-frontend`)
    const dialog = await form()
    expect(dialog.textContent).toContain('A copy of allow-redis-from-frontend')
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'allow-redis-from-frontend-copy',
    )
    expect(screen.getByRole('button', { name: 'Remove target subnet cache' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove host filter subnet frontend' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove port 6379' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Firewall rule allow-redis-from-frontend-copy created')).toBeTruthy()
    const original = before.find((r) => r.name === 'allow-redis-from-frontend')
    expect(sent[0].slice(0, -1).sort(byName)).toEqual(before)
    expect(sent[0].at(-1)).toEqual({ ...original, name: 'allow-redis-from-frontend-copy' })
  })

  it('is Page not found for a rule the VPC does not have', async () => {
    renderRoutes(routes, `${NEW}/no-such-rule`)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
