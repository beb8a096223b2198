import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { parseRaw, recordWrites } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { resetTimers, setTimeScale } from '~mock/toolkit/timers'
import ImageUploadForm from './ImageUploadForm'
import { UPLOAD_ANYWAY_MESSAGE } from './image-upload-schema'

setupMockServer()
beforeEach(() => setTimeScale(0.01))
afterEach(() => resetTimers())

const routes = [
  { path: '/projects/:project/images-new', element: <ImageUploadForm /> },
  { path: '/projects/:project/images', element: <p>image list</p> },
]

const rawFile = (bytes: Uint8Array<ArrayBuffer>, name = 'disk.raw') => new File([bytes], name)

/** `size` bytes of `fill` that start as a disk with a DOS partition table does: 0x55 0xAA at 510. */
function diskBytes(size: number, fill: number) {
  const bytes = new Uint8Array(size).fill(fill)
  bytes.set([0x55, 0xaa], 510)
  return bytes
}

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

  it('says a QCOW2 file needs converting first, and uploads nothing unless told to', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/images-new')
    const qcow = new Uint8Array(4096)
    qcow.set([0x51, 0x46, 0x49, 0xfb])
    await fillIn(user, rawFile(qcow, 'disk.qcow2'))
    expect(
      await screen.findByText(/^This is a QCOW2 image: convert it first with qemu-img convert -O raw/),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText(UPLOAD_ANYWAY_MESSAGE)).toBeTruthy()
    expect(db.disks.some((d) => d.name.startsWith('tmp-for-image'))).toBe(false)
  })

  it('warns that a 1,000-byte random file may not be an image, and uploads it once Upload anyway is ticked', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/images-new')
    const random = new Uint8Array(1000).map((_, i) => (i * 7919) % 251)
    await fillIn(user, rawFile(random, 'noise.bin'))
    expect(
      await screen.findByText('This 1,000 B file makes a 1 GiB image (images are whole GiB).'),
    ).toBeTruthy()
    expect(
      await screen.findByText(
        'The file starts with no partition table (MBR or GPT) and no ISO 9660 signature: this may not be bootable.',
      ),
    ).toBeTruthy()
    expect(screen.getByText(/^The file is 1,000 bytes, not a whole number of 512-byte blocks/)).toBeTruthy()

    // not without a word from the user
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText(UPLOAD_ANYWAY_MESSAGE)).toBeTruthy()
    expect(db.disks.some((d) => d.name.startsWith('tmp-for-image'))).toBe(false)

    await user.click(screen.getByRole('checkbox', { name: /Upload anyway/ }))
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/images'), {
      timeout: 5000,
    })
    expect(db.images.some((i) => i.name === 'hand-built')).toBe(true)
  })

  it('takes a file dropped on its drop zone, as from the file button', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/images-new')
    const zone = (await screen.findByText('Drop an image file here, or choose one'))
      .parentElement as HTMLElement
    const file = rawFile(diskBytes(3 * 1024 * 1024, 5), 'dropped.raw')
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    expect(await screen.findByText('dropped.raw')).toBeTruthy()
    expect(
      await screen.findByText('This 3 MiB file makes a 1 GiB image (images are whole GiB).'),
    ).toBeTruthy()
    // the file button is still there for the keyboard
    await user.tab()
    expect(screen.getByLabelText('Image file').tagName).toBe('INPUT')
    expect(screen.queryByRole('checkbox', { name: /Upload anyway/ })).toBeNull()
  })

  it('uploads the file, shows each step and returns to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/images-new')
    await fillIn(user, rawFile(diskBytes(1024 * 1024, 7)))
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
    await fillIn(user, rawFile(diskBytes(4096, 1)))
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText('Image name already exists')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'OS' }) as HTMLInputElement).value).toBe('nixos')
  })
})

describe('the requests behind the upload image form', () => {
  it('shows the requests known before the upload, then sends them as shown and in that order', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/images-new')
    const form = await screen.findByRole('dialog', { name: 'Upload image' })
    await user.click(within(form).getByRole('button', { name: 'Show request' }))
    // the temporary disk's size comes from the file
    expect(
      await within(form).findByText('The request shows once the form can build it: Image file is required'),
    ).toBeTruthy()
    await fillIn(user, rawFile(diskBytes(1024 * 1024, 7)))
    const raws = await within(form).findAllByTestId('request-raw')
    const shown = raws.map((r) => parseRaw(r.textContent ?? ''))
    const disk = (shown[0].body as { name: string }).name
    expect(disk).toMatch(/^tmp-for-image-/)
    expect(shown.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/disks?project=sandbox',
      `POST /v1/disks/${disk}/bulk-write-start?project=sandbox`,
      `POST /v1/disks/${disk}/bulk-write-stop?project=sandbox`,
      `POST /v1/disks/${disk}/finalize?project=sandbox`,
    ])
    expect(shown[0].body).toEqual({
      name: disk,
      description: 'Temporary disk for uploading image hand-built',
      size: 1024 ** 3,
      disk_source: { type: 'importing_blocks', block_size: 512 },
    })

    const sent = recordWrites()
    await user.click(screen.getByRole('button', { name: 'Upload image' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/sandbox/images'), {
      timeout: 5000,
    })
    // each shown request went out exactly as shown, in the order shown; the file's bytes went between the
    // start and the stop of the import, and the image was made after the finalize
    const at = shown.map((r) => sent.findIndex((s) => JSON.stringify(s) === JSON.stringify(r)))
    expect(at.every((i) => i >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(at[0]).toBe(0)
    const between = sent.slice(at[1] + 1, at[2]).map((s) => s.url)
    expect(between.length).toBeGreaterThan(0)
    expect(between.every((url) => /^\/v1\/disks\/[^/]+\/bulk-write$/.test(url))).toBe(true)
    expect(sent.findIndex((s) => s.url === '/v1/images?project=sandbox')).toBeGreaterThan(at[3])
  })
})
