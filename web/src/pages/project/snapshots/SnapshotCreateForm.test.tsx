import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { snapshotCreateLoader } from './routes'
import SnapshotCreateForm from './SnapshotCreateForm'

setupMockServer()

const routes = [
  { path: '/projects/:project/snapshots-new', element: <SnapshotCreateForm />, loader: snapshotCreateLoader },
  { path: '/projects/:project/snapshots', element: <p>snapshot list</p> },
]

/**
 * Detached 1 GiB copies of web-assets in web-frontend (small, to stay within the silo's storage quota),
 * `extra-0000` on: with 1,100 the project holds more than a page.
 */
function addDisks(count: number) {
  const model = db.disks.find((d) => d.name === 'web-assets')
  if (!model) throw new Error('the seed has web-assets')
  for (let n = 0; n < count; n++) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    db.disks.push({ ...model, id, name: `extra-${String(n).padStart(4, '0')}`, size: 1024 ** 3 })
  }
}

const diskId = (name: string) => db.disks.find((d) => d.name === name)?.id

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

describe('the create snapshot form in a project with more disks than a page', () => {
  it('finds a disk past the first page by part of its name, and snapshots that one', async () => {
    addDisks(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots-new')
    await screen.findByRole('dialog', { name: 'Create snapshot' })
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'extra-snap')
    const picker = screen.getByRole('combobox', { name: /^Disk/ })
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 disks; type to search them all.', {}, slow),
    ).toBeTruthy()

    await pasteInto(user, picker, 'tra-1066')
    await user.click(await screen.findByRole('option', { name: /^extra-1066/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('extra-1066'))
    await user.click(screen.getByRole('button', { name: 'Create snapshot' }))

    expect(await screen.findByText('Snapshot extra-snap created')).toBeTruthy()
    expect(db.snapshots.find((s) => s.name === 'extra-snap')?.disk_id).toBe(diskId('extra-1066'))
  })

  it('picks the disk ?disk= names in advance, wherever it is in the list', async () => {
    addDisks(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots-new?disk=extra-1088')
    await screen.findByRole('dialog', { name: 'Create snapshot' })
    const picker = screen.getByRole('combobox', { name: /^Disk/ }) as HTMLInputElement
    expect(picker.value).toBe('extra-1088')
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'picked-snap')
    await user.click(screen.getByRole('button', { name: 'Create snapshot' }))

    expect(await screen.findByText('Snapshot picked-snap created')).toBeTruthy()
    expect(db.snapshots.find((s) => s.name === 'picked-snap')?.disk_id).toBe(diskId('extra-1088'))
  })
})
