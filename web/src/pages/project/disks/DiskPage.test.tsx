import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { apiPaths } from '~/testing/api-paths'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

/** The value beside a property's name in the page's property list. */
const property = (name: string) =>
  must(screen.getByText(name, { selector: 'dt' }).nextElementSibling) as HTMLElement

describe("a disk's page", () => {
  it('says what the disk was made from, where it is attached, and lists its snapshots', async () => {
    renderRoutes(routes, '/projects/web-frontend/disks/web-1-boot')
    await screen.findByRole('heading', { name: 'web-1-boot', level: 1 })
    expect(within(property('Attached to')).getByRole('link', { name: 'web-1' }).getAttribute('href')).toBe(
      '/projects/web-frontend/instances/web-1/storage',
    )
    await waitFor(() => expect(property('Source').textContent).toBe('Image ubuntu-24-04'))
    const snapshots = await screen.findByRole('table', { name: 'Snapshots of this disk' })
    expect(within(snapshots).getByText('web-1-boot-2024-11-20')).toBeTruthy()
    expect(within(snapshots).queryByText('pg-data-nightly')).toBeNull()
  })

  it('is reached from the list by its name', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/disks')
    await user.click(await screen.findByRole('link', { name: 'web-assets' }))
    await screen.findByRole('heading', { name: 'web-assets', level: 1 })
    expect(property('Source').textContent).toBe('Blank')
  })

  it('leaves for the list when the disk is deleted from its own page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/disks/web-assets')
    await screen.findByRole('heading', { name: 'web-assets', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Actions for disk web-assets' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete disk' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/disks'))
    expect(db.disks.some((d) => d.name === 'web-assets')).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })

  it('reads the instance it is attached to by id, and the project’s snapshots one page at most', async () => {
    const paths = apiPaths()
    renderRoutes(routes, '/projects/web-frontend/disks/web-1-boot')
    await screen.findByRole('heading', { name: 'web-1-boot', level: 1 })
    expect(await within(property('Attached to')).findByRole('link', { name: 'web-1' })).toBeTruthy()
    await screen.findByRole('table', { name: 'Snapshots of this disk' })
    const web1 = db.instances.find((i) => i.name === 'web-1')?.id
    expect(paths.filter((p) => p.startsWith('/v1/instances'))).toEqual([`/v1/instances/${web1}`])
    expect(paths.filter((p) => p === '/v1/snapshots')).toEqual(['/v1/snapshots'])
  })

  it('says it looked at the first 1,000 snapshots when the project has more', async () => {
    const model = must(db.snapshots.find((s) => s.name === 'pg-data-nightly'))
    const project = must(db.projects.find((p) => p.name === 'web-frontend')).id
    for (let n = 0; n < 1000; n++) {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
      db.snapshots.push({ ...model, id, project_id: project, name: `bulk-${String(n).padStart(4, '0')}` })
    }
    renderRoutes(routes, '/projects/web-frontend/disks/web-1-boot')
    await screen.findByRole('heading', { name: 'web-1-boot', level: 1 })
    // by name, this disk's snapshot comes after the first thousand
    expect(await screen.findByText('No snapshots of this disk among those looked at.')).toBeTruthy()
    expect(
      screen.getByText(
        "Looked at the first 1,000 of the project's snapshots; this disk's among the rest are not shown.",
      ),
    ).toBeTruthy()
  })

  it('names the snapshot it was made from, read by its id', async () => {
    const snapshot = must(db.snapshots.find((s) => s.name === 'web-golden-src'))
    const model = must(db.disks.find((d) => d.name === 'web-assets'))
    db.disks.push({ ...model, id: crypto.randomUUID(), name: 'restored', snapshot_id: snapshot.id })
    renderRoutes(routes, '/projects/web-frontend/disks/restored')
    await screen.findByRole('heading', { name: 'restored', level: 1 })
    await waitFor(() => expect(property('Source').textContent).toBe('Snapshot web-golden-src'))
  })
})
