import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openConsole } from '~/testing/open-console'
import { webCanary } from '~mock/fixtures/compute/instances'
import { setupMockServer } from '~mock/node'

setupMockServer()

const palette = () => screen.findByRole('dialog', { name: 'Search' })
const searchBox = () => screen.getByRole('searchbox', { name: 'Search pages, actions and resources' })

describe('the command palette', () => {
  it('opens with Ctrl+K, finds an instance of another project by part of its name and opens it with the keyboard', async () => {
    const { user, router } = await openConsole('/projects/billing/instances', 'Instances')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await waitFor(() => expect(document.activeElement).toBe(searchBox()))
    await user.keyboard('canary')
    const results = screen.getByRole('listbox')
    const option = await within(results).findByRole('option', {
      name: /^web-canary Instance in web-frontend/,
    })
    await screen.findByText(/Searched 5 of 5 projects\./)
    // the arrow keys move through the options while the text keeps the focus: down, then up to the best match
    const options = within(results).getAllByRole('option')
    expect(options[0]).toBe(option)
    const active = () => searchBox().getAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(active()).toBeTruthy())
    while (active() !== option.id) {
      const before = active()
      await user.keyboard('{ArrowUp}')
      await waitFor(() => expect(active()).not.toBe(before))
    }
    expect(document.activeElement).toBe(searchBox())
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/web-frontend/instances/${webCanary.name}/storage`,
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
    // a search of every project's lists: slow on a loaded machine, never stuck
  }, 60_000)

  it("opens from the top bar's button, offers the list's create action and goes to its form", async () => {
    const { user, router } = await openConsole('/projects/billing/disks', 'Disks')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await palette()
    await user.keyboard('new')
    const action = await screen.findByRole('option', { name: 'New disk On this page' })
    await user.click(action)
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/billing/disks-new'))
  })

  it('opens a pasted instance ID through the instance lookup', async () => {
    const { user, router } = await openConsole('/projects', 'Projects')
    await user.keyboard('/')
    await palette()
    await user.paste(webCanary.id)
    const option = await screen.findByRole('option', { name: /^web-canary Instance in web-frontend/ })
    await user.click(option)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/web-frontend/instances/${webCanary.name}/storage`,
      ),
    )
  })

  it('finds the floating IP that holds a pasted address, and the instance it is attached to', async () => {
    const { user } = await openConsole('/projects', 'Projects')
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    await user.paste('10.85.0.40')
    await screen.findByRole('option', { name: 'www Floating IP in web-frontend · 10.85.0.40' })
    screen.getByRole('option', { name: 'web-1 Instance in web-frontend · 10.85.0.40' })
  })

  it('lists recently visited resources first', async () => {
    const { user, router } = await openConsole('/projects/web-frontend/instances/web-2/storage', 'web-2')
    await router.navigate('/projects')
    await screen.findByRole('heading', { name: 'Projects', level: 1 })
    await user.keyboard('{Control>}k{/Control}')
    await palette()
    const sections = screen.getAllByRole('group')
    expect(sections[0].getAttribute('aria-labelledby')).toBeTruthy()
    expect(within(sections[0]).getByText('Recent')).toBeTruthy()
    expect(within(sections[0]).getAllByRole('option')[0].textContent).toContain('web-2')
  })

  it('closes with Escape, giving the focus back', async () => {
    const { user } = await openConsole('/projects', 'Projects')
    const button = screen.getByRole('button', { name: 'Search' })
    await user.click(button)
    await palette()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))
  })
})
