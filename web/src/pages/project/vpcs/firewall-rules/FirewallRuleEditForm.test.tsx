import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { server, setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc', errorElement: <RouteErrorScreen />, children: firewallRulesRoutes },
]
const editPath = (rule: string) => `/projects/web-frontend/vpcs/default/firewall-rules/${rule}/edit`

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

function vpcId() {
  const projectId = db.projects.find((p) => p.name === 'web-frontend')?.id
  return db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')?.id
}

/** The rules of web-frontend's default VPC as stored, each with only the fields a rule is written with. */
function storedRules() {
  return db.vpcFirewallRules
    .filter((r) => r.vpc_id === vpcId())
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
}

const form = () => screen.findByRole('dialog', { name: 'Edit firewall rule' })
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('the edit firewall rule form', () => {
  it('shows the rule as it is', async () => {
    renderRoutes(routes, editPath('deny-smtp-out'))
    const dialog = await form()
    expect(dialog.textContent).toContain('deny-smtp-out')
    expect(textbox(/^Name/).value).toBe('deny-smtp-out')
    expect(textbox('Description').value).toBe('Mail goes through the relay, never straight out')
    expect((screen.getByRole('radio', { name: 'Deny' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'Outbound' }) as HTMLInputElement).checked).toBe(true)
    expect(textbox(/^Priority/).value).toBe('50')
    expect((screen.getByRole('checkbox', { name: /Enabled/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('list', { name: 'Targets' }).textContent).toContain('VPC default')
    expect(within(screen.getByRole('list', { name: 'Ports' })).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('list', { name: 'Protocols' }).textContent).toContain('TCP')
    expect(screen.getByText('Any host.')).toBeTruthy()
  })

  it('changes only the edited rule, in its place, and sends every other rule exactly as it was', async () => {
    const user = userEvent.setup()
    const sent = recordSaves()
    const before = storedRules()
    const { router } = renderRoutes(routes, editPath('allow-https'))
    await form()
    const priority = textbox(/^Priority/)
    await user.clear(priority)
    await pasteInto(user, priority, '150')
    await user.click(screen.getByRole('checkbox', { name: /Enabled/ }))
    await user.click(screen.getByRole('button', { name: 'Remove port 80' }))
    // focus moves on to the next row's button, so the keyboard keeps its place
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove port 443' })),
    )
    await user.click(screen.getByRole('button', { name: 'Remove target instance web-3' }))
    await user.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText('Firewall rule allow-https updated')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/firewall-rules'),
    )

    expect(sent).toHaveLength(1)
    const names = sent[0].map((r) => r.name)
    expect(names).toHaveLength(before.length)
    for (const rule of sent[0]) {
      const was = before.find((r) => r.name === rule.name)
      if (rule.name !== 'allow-https') expect(rule).toEqual(was)
      else
        expect(rule).toEqual({
          ...was,
          priority: 150,
          status: 'disabled',
          targets: [
            { type: 'instance', value: 'web-1' },
            { type: 'instance', value: 'web-2' },
          ],
          filters: { hosts: null, ports: ['443'], protocols: [{ type: 'tcp' }] },
        })
    }
    // the list behind the form shows the rule as saved, and the others as they were
    const cellsOf = async (name: string) =>
      within((await screen.findByRole('link', { name })).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    await waitFor(async () => expect((await cellsOf('allow-https'))[1]).toBe('150'))
    expect((await cellsOf('allow-https'))[7]).toBe('443')
    expect((await cellsOf('deny-smtp-out'))[7]).toBe('25, 465, 587')
  })

  it('renames a rule, but not to the name of another', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, editPath('allow-ssh'))
    await form()
    const name = textbox(/^Name/)
    await user.clear(name)
    await pasteInto(user, name, 'allow-icmp')
    await user.tab()
    expect(
      await screen.findByText(
        'Another rule in this VPC is named allow-icmp: rule names are unique per VPC, so edit that rule to change it',
      ),
    ).toBeTruthy()
    await user.clear(name)
    await pasteInto(user, name, 'allow-ssh-admins')
    await user.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText('Firewall rule allow-ssh-admins updated')).toBeTruthy()
    // the form does not turn into Page not found when the read after the save no longer has the old name
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
    expect(storedRules().map((r) => r.name)).toContain('allow-ssh-admins')
    expect(storedRules().map((r) => r.name)).not.toContain('allow-ssh')
  })

  it('checks both bounds of the priority', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, editPath('allow-ssh'))
    await form()
    const priority = textbox(/^Priority/)
    await user.clear(priority)
    await pasteInto(user, priority, '70000')
    await user.tab()
    expect(await screen.findByText('Priority must be at most 65535')).toBeTruthy()
    await user.clear(priority)
    await pasteInto(user, priority, '-1')
    await user.tab()
    expect(await screen.findByText('Priority must be at least 0')).toBeTruthy()
    expect(priority.value).toBe('-1')
  })

  it('says so when the rule was deleted meanwhile, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, editPath('allow-ssh'))
    await form()
    await pasteInto(user, textbox('Description'), ' and more')
    // someone else deletes it while the form is open
    const gone = db.vpcFirewallRules.find((r) => r.vpc_id === vpcId() && r.name === 'allow-ssh')
    db.vpcFirewallRules = db.vpcFirewallRules.filter((r) => r !== gone)
    await user.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(
      await screen.findByText(
        'Rule allow-ssh is no longer in this VPC; it may have been deleted since the page loaded',
      ),
    ).toBeTruthy()
    expect(textbox('Description').value).toBe(
      'allow inbound TCP connections on port 22 from anywhere and more',
    )
  })

  it('is Page not found for a rule the VPC does not have', async () => {
    renderRoutes(routes, editPath('no-such-rule'))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
