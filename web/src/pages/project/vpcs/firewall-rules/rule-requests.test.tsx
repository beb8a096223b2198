import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc', errorElement: <RouteErrorScreen />, children: firewallRulesRoutes },
]
const TAB = '/projects/web-frontend/vpcs/default/firewall-rules'
const SAVE_URL = '/v1/vpc-firewall-rules?project=web-frontend&vpc=default'

type User = ReturnType<typeof userEvent.setup>
type Rule = { name: string; description?: string; targets?: unknown[] }

const rulesOf = (body: unknown) => (body as { rules: Rule[] }).rules

function defaultVpcId() {
  const projectId = db.projects.find((p) => p.name === 'web-frontend')?.id
  return db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')?.id
}

/** The names of web-frontend's default VPC's rules, as stored, in order. */
const storedNames = () =>
  db.vpcFirewallRules
    .filter((r) => r.vpc_id === defaultVpcId())
    .map((r) => r.name)
    .sort()

/** Someone else adds a rule to the VPC, as another tab or the CLI would. */
function addRuleElsewhere(name: string) {
  const model = db.vpcFirewallRules.find((r) => r.vpc_id === defaultVpcId())
  if (!model) throw new Error('the default VPC has no rules')
  db.vpcFirewallRules = [...db.vpcFirewallRules, { ...model, id: crypto.randomUUID(), name }]
}

async function addTargetIp(user: User, ip: string) {
  const targets = screen.getByRole('group', { name: 'New target' })
  await user.click(within(targets).getByRole('radio', { name: 'IP' }))
  await pasteInto(user, within(targets).getByRole('textbox'), ip)
  await user.click(within(targets).getByRole('button', { name: 'Add target' }))
}

describe('the requests behind the firewall rule forms', () => {
  it('creates a rule with the whole rule set shown, the new rule last', async () => {
    const user = userEvent.setup()
    const before = storedNames()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/firewall-rules-new')
    await screen.findByRole('dialog', { name: 'Create firewall rule' })
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'allow-dns')
    await addTargetIp(user, '10.9.9.9')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create rule' })),
    )
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe(SAVE_URL)
    const names = rulesOf(shown.body).map((r) => r.name)
    expect(names.at(-1)).toBe('allow-dns')
    expect(names.slice(0, -1).sort()).toEqual(before)
    expect(rulesOf(shown.body).at(-1)).toMatchObject({ targets: [{ type: 'ip', value: '10.9.9.9' }] })
    expect(await screen.findByText('Firewall rule allow-dns created')).toBeTruthy()
  })

  it('edits a rule with the whole rule set shown, every other rule sent back too', async () => {
    const user = userEvent.setup()
    const before = storedNames()
    renderRoutes(routes, `${TAB}/allow-ssh/edit`)
    await screen.findByRole('dialog', { name: 'Edit firewall rule' })
    await pasteInto(user, screen.getByRole('textbox', { name: 'Description' }), ' (bastion)')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Save rule' })),
    )
    expect(shown.url).toBe(SAVE_URL)
    const rules = rulesOf(shown.body)
    expect(rules.map((r) => r.name).sort()).toEqual(before)
    expect(rules.find((r) => r.name === 'allow-ssh')?.description).toMatch(/ \(bastion\)$/)
    expect(await screen.findByText('Firewall rule allow-ssh updated')).toBeTruthy()
  })

  it('keeps a rule added elsewhere while the form was open, in what it shows and in what it sends', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, `${TAB}/allow-ssh/edit`)
    await screen.findByRole('dialog', { name: 'Edit firewall rule' })
    await pasteInto(user, screen.getByRole('textbox', { name: 'Description' }), ' (bastion)')
    await user.click(screen.getByRole('button', { name: 'Show request' }))
    expect(rulesOf((await shownRequest()).body).map((r) => r.name)).not.toContain('from-elsewhere')

    addRuleElsewhere('from-elsewhere')
    // a save reads the rules again before it builds its request: the one that fails here shows them
    setMockFaults('vpcFirewallRulesUpdate=503')
    await user.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    await waitFor(async () =>
      expect(rulesOf((await shownRequest()).body).map((r) => r.name)).toContain('from-elsewhere'),
    )
    resetMockFaults()

    await user.click(screen.getByRole('button', { name: 'Hide request' }))
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Save rule' })),
    )
    expect(rulesOf(shown.body).map((r) => r.name)).toContain('from-elsewhere')
    expect(await screen.findByText('Firewall rule allow-ssh updated')).toBeTruthy()
    expect(storedNames()).toContain('from-elsewhere')
  })
})

describe("the requests behind a rule's menu", () => {
  it("lists the delete's request in Show requests, before Copy ID", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, TAB)
    await user.click(await screen.findByRole('button', { name: 'Actions for allow-ssh' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Clone', 'Delete', 'Show requests', 'Copy ID'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for allow-ssh' })
    const section = within(dialog).getByRole('region', { name: 'Delete' })
    await waitFor(() =>
      expect(within(section).getByTestId('request-line').textContent).toBe(`PUT ${SAVE_URL}`),
    )
    const shown = await shownRequest(() => section)
    expect(
      rulesOf(shown.body)
        .map((r) => r.name)
        .sort(),
    ).toEqual(storedNames().filter((name) => name !== 'allow-ssh'))
  })

  it('deletes a rule with exactly the request its confirmation showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, TAB)
    await user.click(await screen.findByRole('button', { name: 'Actions for allow-ssh' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Delete firewall rule' })
    const dialog = () => screen.getByRole('dialog', { name: 'Delete firewall rule' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Delete' })),
      dialog,
    )
    expect(shown.url).toBe(SAVE_URL)
    expect(rulesOf(shown.body).map((r) => r.name)).not.toContain('allow-ssh')
    expect(await screen.findByText('Firewall rule allow-ssh deleted')).toBeTruthy()
    expect(storedNames()).not.toContain('allow-ssh')
  })
})
