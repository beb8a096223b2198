import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { grantFleetAdmin } from '~/testing/grant-role'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { researchSilo } from '~mock/fixtures/silos'
import { grace, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function openRowMenu(user: User, label: string) {
  await user.click(await screen.findByRole('button', { name: label }))
  return screen.findByRole('menu')
}

describe('the silos list', () => {
  it('links each silo to its page and deletes one after a confirmation', async () => {
    const user = userEvent.setup()
    db.projects = []
    renderSystem('/system/silos')
    const link = await screen.findByRole('link', { name: 'research' })
    expect(link.getAttribute('href')).toBe('/system/silos/research/idps')
    const row = must(link.closest('tr'))
    expect(within(row).getByText('SAML SCIM')).toBeTruthy()
    const menu = await openRowMenu(user, 'Actions for research')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete silo' })
    expect(within(confirm).getByText(/Are you sure you want to delete silo research\?/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Silo research deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'research' })).toBeNull())
  })

  it('shows the refusal of a silo that still has projects', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos')
    const menu = await openRowMenu(user, 'Actions for engineering')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete silo' })
    expect(within(confirm).getByText(/You are signed in to this silo/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete silo')).toBeTruthy()
    expect(screen.getByText('Silo to be deleted contains a project')).toBeTruthy()
  })

  it('offers a fleet viewer no delete, saying why, and shows a refusal it could not foresee as it comes', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    db.projects = []
    const user = userEvent.setup()
    renderSystem('/system/silos')
    const menu = await openRowMenu(user, 'Actions for research')
    const item = within(menu).getByRole('menuitem', { name: /^Delete/ })
    expect(item.getAttribute('aria-disabled')).toBe('true')
    expect(item.textContent).toContain('Needs the admin role on the fleet')
    cleanup()

    // a fleet admin when the page read her role, who is one no longer when she deletes
    const restore = grantFleetAdmin(grace)
    renderSystem('/system/silos')
    const again = await openRowMenu(user, 'Actions for research')
    restore()
    await user.click(within(again).getByRole('menuitem', { name: 'Delete' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete silo' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(await screen.findByText('Action not authorized')).toBeTruthy()
    expect(db.silos.some((s) => s.id === researchSilo.id)).toBe(true)
  })

  it('is Page not found for anyone without a fleet role', async () => {
    signIn(margaret)
    renderSystem('/system/silos/research/quotas')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})

describe('the silo page', () => {
  it('opens on its identity providers, with the SCIM tokens of a SCIM silo', async () => {
    const { router } = renderSystem('/system/silos/research')
    expect(await screen.findByRole('heading', { name: 'research', level: 1 })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/research/idps'))
    const tabs = screen.getByRole('tablist', { name: 'Silo sections' })
    expect(within(tabs).getByRole('tab', { name: 'Identity providers' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const idp = await screen.findByRole('link', { name: 'okta' })
    expect(idp.getAttribute('href')).toBe('/system/silos/research/idps/saml/okta')
    // the tokens are a list of their own, which may arrive after the providers
    const tokens = await screen.findByRole('table', { name: 'SCIM tokens' })
    expect(within(tokens).getAllByRole('row')).toHaveLength(3)
    // the list never holds a token's secret
    expect(screen.queryByText(/oxide-scim-/)).toBeNull()
  })

  it('opens for a fleet viewer, who is told the SCIM tokens are for admins', async () => {
    signIn(grace)
    renderSystem('/system/silos/research/idps')
    expect(await screen.findByRole('link', { name: 'okta' })).toBeTruthy()
    expect(
      await screen.findByText('Only fleet admins and admins of this silo can see its SCIM tokens.'),
    ).toBeTruthy()
  })

  it('shows a provider’s details over the list', async () => {
    renderSystem('/system/silos/research/idps/saml/okta')
    const panel = await screen.findByRole('dialog', { name: 'Identity provider okta' })
    expect(within(panel).getByText('http://www.okta.com/exk8r2lq7vYbN3aWp5d7')).toBeTruthy()
    expect(within(panel).getByText('/login/research/saml/okta')).toBeTruthy()
  })

  it('says a local silo has no identity providers, and offers none to create', async () => {
    renderSystem('/system/silos/engineering/idps')
    expect(await screen.findByText(/keeps its users itself \(local only\)/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'New provider' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'SCIM tokens' })).toBeNull()
  })

  it('shows which fleet roles the silo roles give, from the silo role’s side', async () => {
    renderSystem('/system/silos/engineering/fleet-roles')
    const table = await screen.findByRole('table', { name: 'Fleet roles' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      'silo.adminfleet.adminSilo admins of engineering are also fleet admins.',
      'silo.collaboratorNoneSilo collaborators of engineering get no fleet role from it.',
      'silo.limited_collaboratorNoneSilo limited collaborators of engineering get no fleet role from it.',
      'silo.viewerNoneSilo viewers of engineering get no fleet role from it.',
    ])
  })

  it('is Page not found for a silo that does not exist', async () => {
    renderSystem('/system/silos/nowhere/idps')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
