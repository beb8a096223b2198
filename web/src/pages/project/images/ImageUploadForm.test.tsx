import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { resetTimers, setTimeScale } from '~mock/toolkit/timers'
import ImageUploadForm from './ImageUploadForm'

setupMockServer()
beforeEach(() => setTimeScale(0.01))
afterEach(() => resetTimers())

const routes = [
  { path: '/projects/:project/images-new', element: <ImageUploadForm /> },
  { path: '/projects/:project/images', element: <p>image list</p> },
]

const rawFile = (bytes: Uint8Array<ArrayBuffer>, name = 'disk.raw') => new File([bytes], name)

async function fillIn(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.type(await screen.findByLabelText(/^Name/), 'hand-built')
  await user.type(screen.getByRole('textbox', { name: 'OS' }), 'nixos')
  await user.type(screen.getByRole('textbox', { name: 'Version' }), '24.11')
  await user.upload(screen.getByLabelText('Image file'), file)
}

describe('the upload image form', () => {
  it('asks for the OS, the version and a file', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/images-new')
    await user.click(await screen.findByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('OS is required')).toBeTruthy()
    expect(screen.getByText('Version is required')).toBeTruthy()
    expect(screen.getByText('Image file is required')).toBeTruthy()
  })

  it('refuses a QCOW2 file before uploading anything', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/images-new')
    const qcow = new Uint8Array(4096)
    qcow.set([0x51, 0x46, 0x49, 0xfb])
    await fillIn(user, rawFile(qcow, 'disk.qcow2'))
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText(/This is a QCOW2 file/)).toBeTruthy()
    expect(db.disks.some((d) => d.name.startsWith('tmp-for-image'))).toBe(false)
  })

  it('uploads the file, shows each step and returns to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/images-new')
    await fillIn(user, rawFile(new Uint8Array(1024 * 1024).fill(7)))
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByRole('heading', { name: 'Upload progress' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/images'), {
      timeout: 5000,
    })
    expect(await screen.findByText('Image hand-built created')).toBeTruthy()
    expect(db.images.some((i) => i.name === 'hand-built')).toBe(true)
    expect(db.disks.some((d) => d.name.startsWith('tmp-for-image'))).toBe(false)
  })

  it('keeps the form and says so when the name is taken', async () => {
    const user = userEvent.setup()
    const sandbox = must(db.projects.find((p) => p.name === 'sandbox'))
    db.images.push({ ...db.images[0], id: crypto.randomUUID(), name: 'hand-built', project_id: sandbox.id })
    renderRoutes(routes, '/projects/sandbox/images-new')
    await fillIn(user, rawFile(new Uint8Array(4096).fill(1)))
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText('Image name already exists')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'OS' }) as HTMLInputElement).value).toBe('nixos')
  })
})
