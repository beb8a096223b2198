import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

const disks = () => within(screen.getByRole('table', { name: 'Disks' }))
const next = () => screen.getByRole('button', { name: 'Next' })
const previous = () => screen.getByRole('button', { name: 'Previous' })

async function sandboxWithDisks(count: number) {
  for (let i = 0; i < count; i++) {
    const name = `scratch-${String(i).padStart(2, '0')}`
    await api.methods.diskCreate({
      query: { project: 'sandbox' },
      body: { name, description: '', size: 1024 ** 3, diskSource: { type: 'blank', blockSize: 4096 } },
    })
  }
}

describe('a form opened over a list', () => {
  it('gives the list back on the page the user was on, with its way back to the page before', async () => {
    await sandboxWithDisks(12)
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/disks?limit=10')
    await screen.findByRole('table', { name: 'Disks' })
    const firstRow = () => within(disks().getAllByRole('row')[1]).getAllByRole('link')[0].textContent
    const pageOne = firstRow()
    await user.click(next())
    await waitFor(() => expect(firstRow()).not.toBe(pageOne))
    const secondPage = router.state.location.search
    expect(secondPage).toMatch(/page=/)
    const pageTwo = firstRow()

    // New disk, then Cancel
    await user.click(screen.getByRole('link', { name: 'New disk' }))
    const form = await screen.findByRole('dialog', { name: 'Create disk' })
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create disk' })).toBeNull())
    expect(router.state.location.pathname).toBe('/projects/sandbox/disks')
    expect(router.state.location.search).toBe(secondPage)
    expect(firstRow()).toBe(pageTwo)

    // Previous still leads to the first page
    expect(previous().getAttribute('aria-disabled')).toBeNull()
    await user.click(previous())
    await waitFor(() => expect(router.state.location.search).toBe('?limit=10'))
  })
})
