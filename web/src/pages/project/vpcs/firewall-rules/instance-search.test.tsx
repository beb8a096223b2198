import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addInstanceCopies, pickPastFirstPage } from '~/testing/long-lists'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { firewallRulesRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project/vpcs/:vpc', children: firewallRulesRoutes }]

/** The stored rule of the default VPC of web-frontend with this name. */
function storedRule(name: string) {
  const projectId = db.projects.find((p) => p.name === 'web-frontend')?.id
  const vpcId = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')?.id
  return db.vpcFirewallRules.find((r) => r.vpc_id === vpcId && r.name === name)
}

describe('the instance picker of a rule form, in a project with more instances than a page', () => {
  it('finds an instance past the first page by part of its name, and saves it as a target', async () => {
    addInstanceCopies(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/firewall-rules-new')
    await screen.findByRole('dialog', { name: 'Create firewall rule' })
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'allow-extra')

    const targets = screen.getByRole('group', { name: 'New target' })
    await user.click(within(targets).getByRole('radio', { name: 'Instance' }))
    const picker = within(targets).getByRole('combobox', { name: 'Instance name' })
    await pickPastFirstPage(user, picker, { many: 'instances', typed: 'tra-1050', name: 'extra-1050' })
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
