import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, recordWrites, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

type User = ReturnType<typeof userEvent.setup>

async function openStorage() {
  const user = userEvent.setup()
  renderRoutes(routes, '/projects/web-frontend/instances/web-3/storage')
  await screen.findByRole('table', { name: 'Boot disk' })
  return user
}

async function openMenu(user: User, disk: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for disk ${disk}` }))
  return screen.findByRole('menu')
}

const web3 = () => must(db.instances.find((i) => i.name === 'web-3'))

describe("the requests behind an instance's disk actions", () => {
  it("lists each action's request in the menu's Show requests, and a snapshot is sent under the name it showed", async () => {
    const user = await openStorage()
    const menu = await openMenu(user, 'web-3-boot')
    await user.click(within(menu).getByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for disk web-3-boot' })
    const section = (label: string) => within(dialog).getByRole('region', { name: label })
    const snapshot = await shownRequest(() => section('Snapshot'))
    expect(snapshot).toMatchObject({
      method: 'POST',
      url: '/v1/snapshots?project=web-frontend',
      body: { description: 'Snapshot of web-3-boot', disk: web3().boot_disk_id },
    })
    expect((await shownRequest(() => section('Unset as boot disk'))).body).toMatchObject({ boot_disk: null })
    expect(section('Detach').textContent).toContain(
      'Not available now: The boot disk must be unset before it can be detached',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const sent = recordWrites()
    await user.click(within(await openMenu(user, 'web-3-boot')).getByRole('menuitem', { name: /^Snapshot/ }))
    await waitFor(() => expect(sent).toEqual([snapshot]))
    const name = (snapshot.body as { name: string }).name
    expect(await screen.findByText(`Snapshot ${name} created`)).toBeTruthy()
  })

  it('shows the detach request in its confirmation and sends what it showed', async () => {
    must(db.disks.find((d) => d.name === 'web-assets')).state = { state: 'attached', instance: web3().id }
    const user = await openStorage()
    await within(screen.getByRole('table', { name: 'Other disks' })).findByText('web-assets')
    await user.click(within(await openMenu(user, 'web-assets')).getByRole('menuitem', { name: /^Detach/ }))
    const dialog = () => screen.getByRole('dialog', { name: 'Detach disk' })
    await screen.findByRole('dialog', { name: 'Detach disk' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Detach' })),
      dialog,
    )
    expect(shown).toMatchObject({
      method: 'POST',
      url: '/v1/instances/web-3/disks/detach?project=web-frontend',
    })
    expect(await screen.findByText('Disk web-assets detached')).toBeTruthy()
  })
})

describe("the requests behind an instance's disk forms", () => {
  it('attaches the disk the dialog shows', async () => {
    const user = await openStorage()
    await user.click(screen.getByRole('button', { name: 'Attach existing disk' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Attach disk' })
    await screen.findByRole('dialog', { name: 'Attach disk' })
    await user.click(within(dialog()).getByRole('combobox', { name: /^Disk/ }))
    await user.click(await screen.findByRole('option', { name: /web-assets/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Attach disk' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/instances/web-3/disks/attach?project=web-frontend',
      body: { disk: 'web-assets' },
    })
    expect(await screen.findByText('Disk web-assets attached')).toBeTruthy()
  })

  it('shows both requests of create and attach, and after a failed attach only the attach that is left', async () => {
    const user = await openStorage()
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    const form = () => screen.getByRole('dialog', { name: 'Create disk' })
    await screen.findByRole('dialog', { name: 'Create disk' })
    const name = within(form()).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
    await user.clear(name)
    await user.type(name, 'scratch')

    setMockFaults('instanceDiskAttach=500')
    const first = await expectShownRequestsSent(
      user,
      () => user.click(within(form()).getByRole('button', { name: 'Create and attach' })),
      form,
    )
    expect(first.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/disks?project=web-frontend',
      'POST /v1/instances/web-3/disks/attach?project=web-frontend',
    ])
    expect(await within(form()).findByRole('alert')).toBeTruthy()

    setMockFaults('')
    // the disk exists now: the request left is the attach
    await user.click(within(form()).getByRole('button', { name: 'Hide request' }))
    const second = await expectShownRequestsSent(
      user,
      () => user.click(within(form()).getByRole('button', { name: 'Create and attach' })),
      form,
    )
    expect(second).toEqual([first[1]])
    expect(await screen.findByText('Disk scratch created and attached')).toBeTruthy()
  })
})
