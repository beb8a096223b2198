import { cleanup, render, screen, within } from '@testing-library/react'
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
})
