import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project/vpcs/:vpc', children: firewallRulesRoutes }]

/** Copies of web-3 in web-frontend, `extra-0000` on: with 1,100 the project holds more than a page. */
function addInstances(count: number) {
  const model = db.instances.find((i) => i.name === 'web-3')
  if (!model) throw new Error('the seed has web-3')
  for (let n = 0; n < count; n++) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    db.instances.push({ ...model, id, name: `extra-${String(n).padStart(4, '0')}` })
  }
}

/** The stored rule of the default VPC of web-frontend with this name. */
function storedRule(name: string) {
  const projectId = db.projects.find((p) => p.name === 'web-frontend')?.id
  const vpcId = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')?.id
  return db.vpcFirewallRules.find((r) => r.vpc_id === vpcId && r.name === name)
}

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

describe('the instance picker of a rule form, in a project with more instances than a page', () => {
  it('finds an instance past the first page by part of its name, and saves it as a target', async () => {
    addInstances(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/firewall-rules-new')
    await screen.findByRole('dialog', { name: 'Create firewall rule' })
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'allow-extra')

    const targets = screen.getByRole('group', { name: 'New target' })
    await user.click(within(targets).getByRole('radio', { name: 'Instance' }))
    const picker = within(targets).getByRole('combobox', { name: 'Instance name' })
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 instances; type to search them all.', {}, slow),
    ).toBeTruthy()

    await pasteInto(user, picker, 'tra-1050')
    await user.click(await screen.findByRole('option', { name: /^extra-1050/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('extra-1050'))
    await user.click(within(targets).getByRole('button', { name: 'Add target' }))
    expect(
      within(screen.getByRole('list', { name: 'Targets' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['instance extra-1050Remove'])

    await user.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Firewall rule allow-extra created')).toBeTruthy()
    expect(storedRule('allow-extra')?.targets).toEqual([{ type: 'instance', value: 'extra-1050' }])
  })
})
