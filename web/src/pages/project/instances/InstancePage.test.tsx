import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

describe('an instance page', () => {
  it('says Page not found once a read finds the instance deleted elsewhere, rather than keep the last state', async () => {
    // web-canary is starting, so its page reads it again every 2 s
    renderRoutes(routes, '/projects/web-frontend/instances/web-canary/storage')
    await screen.findByRole('heading', { name: 'web-canary', level: 1 })
    db.instances = db.instances.filter((i) => i.name !== 'web-canary')
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText(/Could not refresh/)).toBeNull()
  })

  it('leaves for the list when the instance is deleted from its own page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/instances/web-3/storage')
    await screen.findByRole('heading', { name: 'web-3', level: 1 })
    await user.click(screen.getByRole('button', { name: 'More actions for web-3' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete instance' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/instances'))
    await screen.findByRole('heading', { name: 'Instances', level: 1 })
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })

  it('gates disk attachment by the instance state, the reason being the button’s description', async () => {
    renderRoutes(routes, '/projects/web-frontend/instances/web-1/storage')
    const attach = await screen.findByRole('button', { name: 'Attach existing disk' })
    await waitFor(() => expect(attach.getAttribute('aria-disabled')).toBe('true'))
    const describedBy = attach.getAttribute('aria-describedby') ?? ''
    expect(describedBy).not.toBe('')
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Only a creating or stopped instance can have disks attached',
    ])
  })

  it('shows the networking, connect and settings tabs, each reached by its tab', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/instances/web-1/networking')
    const nics = await screen.findByRole('table', { name: 'Network interfaces' })
    expect(within(nics).getByRole('cell', { name: 'net0 primary' })).toBeTruthy()
    const rules = await screen.findByRole('table', { name: 'Firewall rules targeting this instance' })
    expect(within(rules).getAllByText('this instance').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('tab', { name: 'Connect' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/instances/web-1/connect'),
    )
    expect(await screen.findByText(/ssh <user>@\d+\.\d+\.\d+\.\d+/)).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'Settings' }))
    expect(await screen.findByRole('heading', { name: 'Auto-restart' })).toBeTruthy()
    // web-1 runs, and only a stopped instance can be resized
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resize' }).getAttribute('aria-disabled')).toBe('true'),
    )
  })

  it('names its VPC and the addresses it is reached at in its header, each with a copy button', async () => {
    renderRoutes(routes, '/projects/web-frontend/instances/web-1/storage')
    await screen.findByRole('heading', { name: 'web-1', level: 1 })
    const vpc = await screen.findByRole('link', { name: 'default' })
    expect(vpc.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/firewall-rules')
    expect(await screen.findByRole('button', { name: 'Copy IP address 10.85.0.40' })).toBeTruthy()
    // its SNAT address carries outbound traffic only
    expect(screen.queryByText('10.85.0.32')).toBeNull()
  })
})
