import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Sidebar } from './Sidebar'

function renderAt(path: string, { siloAdmin = true } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Sidebar siloAdmin={siloAdmin} /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

/** The entries the sidebar marks as the current page. */
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent)

describe('Sidebar', () => {
  it('marks Access in the silo sidebar on the silo access page', () => {
    renderAt('/access')
    const nav = screen.getByRole('navigation', { name: 'Silo navigation' })
    expect(within(nav).getByRole('link', { name: 'Access' }).getAttribute('href')).toBe('/access')
    expect(current(nav)).toEqual(['Access'])
  })

  it("marks Access last in a project's sidebar on the project access page", () => {
    renderAt('/projects/web-frontend/access')
    const nav = screen.getByRole('navigation', { name: 'Project web-frontend navigation' })
    expect(within(nav).getAllByRole('link').at(-1)?.textContent).toBe('Access')
    expect(current(nav)).toEqual(['Access'])
  })

  it('marks Access in the system sidebar on the fleet access page', () => {
    renderAt('/system/access')
    const nav = screen.getByRole('navigation', { name: 'System navigation' })
    expect(within(nav).getByRole('link', { name: 'Access' }).getAttribute('href')).toBe('/system/access')
    expect(current(nav)).toEqual(['Access'])
  })

  it('keeps a list marked while its create form is open over it', () => {
    renderAt('/settings/ssh-keys-new')
    expect(current(screen.getByRole('navigation', { name: 'Settings navigation' }))).toEqual(['SSH keys'])
  })

  it('marks the VPCs entry on a page deep inside a VPC', () => {
    renderAt('/projects/web-frontend/vpcs/default/routers/system')
    const nav = screen.getByRole('navigation', { name: 'Project web-frontend navigation' })
    expect(current(nav)).toEqual(['VPCs'])
  })

  it("shows the silo's admins the pages only they can use, and no one else", () => {
    renderAt('/projects')
    let nav = screen.getByRole('navigation', { name: 'Silo navigation' })
    expect(within(nav).getByRole('link', { name: 'Certificates' })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Sign-in settings' })).toBeTruthy()
    cleanup()
    renderAt('/projects', { siloAdmin: false })
    nav = screen.getByRole('navigation', { name: 'Silo navigation' })
    expect(within(nav).queryByRole('link', { name: 'Certificates' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Sign-in settings' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy()
  })

  it('folds behind a Menu button that says whether it is open, and closes to it on Escape or a link', async () => {
    const user = userEvent.setup()
    renderAt('/projects/web-frontend/instances')
    const menu = screen.getByRole('button', { name: 'Menu' })
    const nav = screen.getByRole('navigation', { name: 'Project web-frontend navigation' })
    expect(menu.getAttribute('aria-controls')).toBe(nav.id)
    expect(menu.getAttribute('aria-expanded')).toBe('false')

    await user.click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Instances')
    await user.keyboard('{Escape}')
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menu)

    await user.click(menu)
    await user.click(within(nav).getByRole('link', { name: 'Disks' }))
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menu)
    expect(current(nav)).toEqual(['Disks'])
  })

  it('closes when the focus leaves it', async () => {
    const user = userEvent.setup()
    renderAt('/settings/profile')
    const menu = screen.getByRole('button', { name: 'Menu' })
    await user.click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    const links = within(screen.getByRole('navigation', { name: 'Settings navigation' })).getAllByRole('link')
    for (const _ of [...links, 'past the last link']) await user.tab()
    expect(menu.getAttribute('aria-expanded')).toBe('false')
  })
})
