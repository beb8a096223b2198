import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc', errorElement: <RouteErrorScreen />, children: firewallRulesRoutes },
]
const open = (path = '/projects/web-frontend/vpcs/default/firewall-rules') => renderRoutes(routes, path)

const table = () => screen.findByRole('table', { name: 'Firewall rules' })
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('the firewall rules tab', () => {
  it('lists the rules by priority with what each one does', async () => {
    open()
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'deny-smtp-out',
      'allow-https',
      'allow-redis-from-frontend',
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
    expect(cells(rowOf('deny-smtp-out')).slice(1, 9)).toEqual([
      '50',
      'deny',
      'outbound',
      'VPC default',
      'Any',
      'TCP',
      '25, 465, 587',
      'enabled',
    ])
    expect(cells(rowOf('allow-redis-from-frontend'))[4]).toBe('subnet cache')
    expect(cells(rowOf('allow-redis-from-frontend'))[5]).toBe('subnet frontend')
    expect(rowOf('allow-ssh').querySelector('a')?.getAttribute('href')).toBe(
      '/projects/web-frontend/vpcs/default/firewall-rules/allow-ssh/edit',
    )
  })

  it('shows the rules of a new VPC as the API gives them', async () => {
    open('/projects/sandbox/vpcs/default/firewall-rules')
    await table()
    expect(cells(rowOf('allow-internal-inbound')).slice(1, 9)).toEqual([
      '65534',
      'allow',
      'inbound',
      'VPC default',
      'VPC default',
      'Any',
      'Any',
      'enabled',
    ])
    expect(cells(rowOf('allow-icmp'))[6]).toBe('ICMP')
    expect(cells(rowOf('allow-ssh'))[7]).toBe('22')
  })

  it('shows ICMP types and codes, and disabled rules', async () => {
    const rule = db.vpcFirewallRules.find((r) => r.name === 'allow-icmp' && r.vpc_id === vpcIdOf('sandbox'))
    if (!rule) throw new Error('seeded rule missing')
    rule.status = 'disabled'
    rule.filters.protocols = [
      { type: 'icmp', value: { icmp_type: 3, code: '0-15' } },
      { type: 'icmp', value: { icmp_type: 42, code: null } },
    ]
    open('/projects/sandbox/vpcs/default/firewall-rules')
    await table()
    const row = rowOf('allow-icmp')
    expect(within(row).getByText('ICMP Destination unreachable (3), code 0-15')).toBeTruthy()
    expect(within(row).getByText('ICMP type 42')).toBeTruthy()
    expect(within(row).getByText('disabled')).toBeTruthy()
  })

  it('explains an empty rule set and offers to create a rule', async () => {
    const vpcId = vpcIdOf('sandbox')
    db.vpcFirewallRules = db.vpcFirewallRules.filter((r) => r.vpc_id !== vpcId)
    open('/projects/sandbox/vpcs/default/firewall-rules')
    // the tab has no heading of its own above it, so the message's heading is the next level under the page's
    expect(await screen.findByRole('heading', { name: 'No firewall rules', level: 2 })).toBeTruthy()
    const links = screen.getAllByRole('link', { name: 'New rule' })
    expect(links.map((l) => l.getAttribute('href'))).toContain(
      '/projects/sandbox/vpcs/default/firewall-rules-new',
    )
  })

  it('deletes a rule after asking, and leaves the others as they were', async () => {
    const user = userEvent.setup()
    open()
    await table()
    const before = db.vpcFirewallRules.filter(
      (r) => r.vpc_id === vpcIdOf('web-frontend') && r.name !== 'allow-ssh',
    )
    await user.click(screen.getByRole('button', { name: 'Actions for allow-ssh' }))
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete firewall rule' })
    expect(dialog.textContent).toContain('Are you sure you want to delete firewall rule allow-ssh?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Firewall rule allow-ssh deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'allow-ssh' })).toBeNull())
    const after = db.vpcFirewallRules.filter((r) => r.vpc_id === vpcIdOf('web-frontend'))
    const fields = ({
      name,
      action,
      description,
      direction,
      filters,
      priority,
      status,
      targets,
    }: (typeof after)[0]) => ({
      name,
      action,
      description,
      direction,
      filters,
      priority,
      status,
      targets,
    })
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
    expect(after.map(fields).sort(byName)).toEqual(before.map(fields).sort(byName))
  })

  it('says why a delete failed', async () => {
    const user = userEvent.setup()
    open()
    await table()
    setMockFaults('vpcFirewallRulesUpdate=503')
    await user.click(screen.getByRole('button', { name: 'Actions for allow-ssh' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete firewall rule' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete firewall rule')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'allow-ssh' })).toBeTruthy()
  })

  it('says what failed when the rules cannot be read', async () => {
    setMockFaults('vpcFirewallRulesView=503')
    open()
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Service Unavailable', { exact: false })).toBeTruthy()
  })

  it('is Page not found for a VPC the project does not have', async () => {
    open('/projects/web-frontend/vpcs/nowhere/firewall-rules')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})

function vpcIdOf(project: string) {
  const projectId = db.projects.find((p) => p.name === project)?.id
  const vpc = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')
  if (!vpc) throw new Error(`no default VPC in ${project}`)
  return vpc.id
}
