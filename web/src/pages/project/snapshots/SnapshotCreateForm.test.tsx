import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addDiskCopies, pickPastFirstPage } from '~/testing/long-lists'
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

const diskId = (name: string) => db.disks.find((d) => d.name === name)?.id

describe('the create snapshot form in a project with more disks than a page', () => {
  it('finds a disk past the first page by part of its name, and snapshots that one', async () => {
    addDiskCopies(1100, 'web-assets')
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/snapshots-new')
    await screen.findByRole('dialog', { name: 'Create snapshot' })
    await pasteInto(user, screen.getByRole('textbox', { name: /^Name/ }), 'extra-snap')
    const picker = screen.getByRole('combobox', { name: /^Disk/ })
    await pickPastFirstPage(user, picker, { many: 'disks', typed: 'tra-1066', name: 'extra-1066' })
    await user.click(screen.getByRole('button', { name: 'Create snapshot' }))

    expect(await screen.findByText('Snapshot extra-snap created')).toBeTruthy()
    expect(db.snapshots.find((s) => s.name === 'extra-snap')?.disk_id).toBe(diskId('extra-1066'))
  })

  it('picks the disk ?disk= names in advance, wherever it is in the list', async () => {
    addDiskCopies(1100, 'web-assets')
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
