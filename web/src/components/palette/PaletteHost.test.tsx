import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openConsole } from '~/testing/open-console'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the keyboard shortcuts', () => {
  it('? lists them, and none works while a dialog is open', async () => {
    const { user, router } = await openConsole('/projects/billing/disks', 'Disks')
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText('Go to the projects')).toBeTruthy()
    await user.keyboard('gpn')
    expect(router.state.location.pathname).toBe('/projects/billing/disks')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('g i goes to the instances of the project on screen, g p to the projects', async () => {
    const { user, router } = await openConsole('/projects/billing/disks', 'Disks')
    await user.keyboard('gi')
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/billing/instances'))
    await screen.findByRole('heading', { name: 'Instances', level: 1 })
    await user.keyboard('gp')
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    // outside a project, g i goes nowhere
    await screen.findByRole('heading', { name: 'Projects', level: 1 })
    await user.keyboard('gi')
    expect(router.state.location.pathname).toBe('/projects')
  })

  it('n opens the create form of the list on screen, over the list', async () => {
    const { user, router } = await openConsole('/projects/billing/vpcs?limit=10', 'VPCs')
    await user.keyboard('n')
    await screen.findByRole('dialog', { name: 'Create VPC' })
    expect(router.state.location.pathname).toBe('/projects/billing/vpcs-new')
    expect(router.state.location.search).toBe('?limit=10')
  })

  it('does nothing while typing in a field, nor with a modifier other than Shift', async () => {
    const { user, router } = await openConsole('/system/metrics', 'Metrics')
    const field = await screen.findByRole('searchbox', { name: 'Search schemas by name' })
    await user.click(field)
    await user.keyboard('gp?n/')
    expect((field as HTMLInputElement).value).toBe('gp?n/')
    await user.click(document.body)
    await user.keyboard('{Alt>}g{/Alt}p{Control>}/{/Control}')
    // Alt+G starts no g shortcut, and Ctrl+/ is not /
    expect(router.state.location.pathname).toBe('/system/metrics')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Ctrl+K opens the palette from a one-line field too
    await user.click(field)
    await user.keyboard('{Control>}k{/Control}')
    await screen.findByRole('dialog', { name: 'Search' })
  })
})
