import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import InstanceCreateForm from './InstanceCreateForm'

setupMockServer()

const routes = [
  { path: '/projects/:project/instances-new', element: <InstanceCreateForm />, loader: instanceCreateLoader },
  { path: '/projects/:project/instances/:instance/storage', element: <p>instance page</p> },
  { path: '/projects/:project/instances', element: <p>instance list</p> },
]

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement

describe('the create instance form', () => {
  it('puts a duplicate name on the name field and keeps everything typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.clear(nameField())
    await pasteInto(user, nameField(), 'web-1')
    await pasteInto(user, screen.getByRole('textbox', { name: 'Description' }), 'kept on error')
    await user.click(screen.getByRole('button', { name: 'Create instance' }))

    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(/Instance name already exists/).length).toBeGreaterThan(0)
    expect(nameField().value).toBe('web-1')
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(
      'kept on error',
    )
  })

  it('creates the instance with its boot disk and opens its page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.clear(nameField())
    await pasteInto(user, nameField(), 'api-2')
    await user.click(screen.getByRole('button', { name: 'Create instance' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/billing/instances/api-2/storage'),
    )
    const disks = await api.methods.instanceDiskList({
      path: { instance: 'api-2' },
      query: { project: 'billing' },
    })
    expect(disks.type === 'success' && disks.data.items.map((d) => d.name)).toEqual(['api-2-boot'])
  })

  it('refuses a boot disk size out of range as typed', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    const size = screen.getByRole('textbox', { name: 'Disk size' }) as HTMLInputElement
    await user.clear(size)
    await pasteInto(user, size, '5000')
    await user.click(screen.getByRole('button', { name: 'Create instance' }))
    expect(await screen.findByText('Size must be at most 1023 GiB')).toBeTruthy()
    expect(size.value).toBe('5000')
    expect(router.state.location.pathname).toBe('/projects/billing/instances-new')
  })

  it('refuses a new disk size out of range as typed, and adds no disk', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.click(screen.getByRole('button', { name: 'Create new disk' }))
    const draft = screen.getByRole('group', { name: 'New disk' })
    const size = within(draft).getByRole('textbox', { name: 'Disk size' }) as HTMLInputElement
    await user.clear(size)
    await pasteInto(user, size, '5000')
    await user.click(within(draft).getByRole('button', { name: 'Add disk' }))
    expect(await within(draft).findByText('Size must be at most 1023 GiB')).toBeTruthy()
    expect(size.value).toBe('5000')
    expect(screen.queryByRole('list', { name: 'Additional disks' })).toBeNull()
  })

  it('rewrites every name typed in it the same way: lowercase, with dashes for spaces and underscores', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.clear(nameField())
    // a keystroke at a time, as typed
    await user.type(nameField(), 'My_')
    expect(nameField().value).toBe('my-')
    await pasteInto(user, nameField(), 'Web Server')
    expect(nameField().value).toBe('my-web-server')

    const bootDiskName = screen.getByRole('textbox', { name: /^Disk name/ }) as HTMLInputElement
    await pasteInto(user, bootDiskName, 'Boot_Disk A')
    expect(bootDiskName.value).toBe('boot-disk-a')

    await user.click(screen.getByRole('button', { name: 'Create new disk' }))
    const disk = screen.getByRole('group', { name: 'New disk' })
    const diskName = within(disk).getByRole('textbox', { name: /^Disk name/ }) as HTMLInputElement
    await user.clear(diskName)
    await pasteInto(user, diskName, 'Scratch_Space')
    expect(diskName.value).toBe('scratch-space')
    await user.click(within(disk).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('radio', { name: /^Custom/ }))
    await user.click(screen.getByRole('button', { name: 'Add network interface' }))
    const nic = screen.getByRole('group', { name: 'New network interface' })
    const nicName = within(nic).getByRole('textbox', { name: /^Interface name/ }) as HTMLInputElement
    await user.clear(nicName)
    await pasteInto(user, nicName, 'Eth_0 Main')
    expect(nicName.value).toBe('eth-0-main')
  })

  it('asks before leaving with unsaved input: Keep editing keeps it, Discard leaves for the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.clear(nameField())
    await pasteInto(user, nameField(), 'half-done')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull())
    expect(nameField().value).toBe('half-done')
    expect(router.state.location.pathname).toBe('/projects/billing/instances-new')

    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(again).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/billing/instances'))
  })

  it('is sent by Enter in a text field, as any form is, and marks the field that needs attention', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/billing/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    await user.clear(nameField())
    await user.click(screen.getByRole('textbox', { name: 'Hostname' }))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Name is required')).toBeTruthy()
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'))
    expect(router.state.location.pathname).toBe('/projects/billing/instances-new')
  })
})
