import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import DiskCreateForm from './DiskCreateForm'
import { diskCreateLoader } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/disks-new', loader: diskCreateLoader, element: <DiskCreateForm /> },
  { path: '/projects/:project/disks', element: <p>disk list</p> },
]

const GiB = 1024 ** 3

describe('the create disk form', () => {
  it('creates a blank disk of the chosen size and block size', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/disks-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'Fresh Volume')
    await user.click(screen.getByRole('radio', { name: '512 bytes' }))
    const size = screen.getByRole('textbox', { name: 'Size' })
    await user.clear(size)
    await pasteInto(user, size, '25')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/disks'))
    const disk = db.disks.find((d) => d.name === 'fresh-volume')
    expect(disk?.size).toBe(25 * GiB)
    expect(disk?.block_size).toBe(512)
  })

  it('says a size is required and refuses sizes outside 1 to 1023 GiB as typed', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/disks-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'sized')
    const size = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement
    await user.clear(size)
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Size is required')).toBeTruthy()
    await pasteInto(user, size, '5000')
    await user.tab()
    expect(await screen.findByText('Size must be at most 1023 GiB')).toBeTruthy()
    expect(size.value).toBe('5000')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Size must be at most 1023 GiB')).toBeTruthy()
    expect(size.value).toBe('5000')
    expect(router.state.location.pathname).toBe('/projects/sandbox/disks-new')
    expect(db.disks.some((d) => d.name === 'sized')).toBe(false)
  })

  it('asks for a snapshot when the source is a snapshot, and only offers ready ones', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/ml-training/disks-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'from-snapshot')
    await user.click(screen.getByRole('radio', { name: 'Snapshot' }))
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Snapshot is required')).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'Snapshot' }))
    const option = await screen.findByRole('option', { name: /trainer-datasets-pre-run/ })
    expect(option.getAttribute('aria-disabled')).toBe('true')
  })

  it('grows the size to fit the chosen image and refuses less', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/disks-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'from-image')
    const size = screen.getByRole('textbox', { name: 'Size' })
    await user.clear(size)
    await pasteInto(user, size, '1')
    await user.click(screen.getByRole('radio', { name: 'Image' }))
    await user.click(screen.getByRole('combobox', { name: 'Image' }))
    await user.click(await screen.findByRole('option', { name: /fedora/ }))
    // fedora-41 is 5 GiB
    await waitFor(() => expect((size as HTMLInputElement).value).toBe('5'))
    await user.clear(size)
    await pasteInto(user, size, '4')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Size must be at least 5 GiB, the size of the image')).toBeTruthy()
  })

  it('puts a duplicate name from the server on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/disks-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'scratch-boot')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Disk name already exists')).toBeTruthy()
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('scratch-boot')
  })
})
