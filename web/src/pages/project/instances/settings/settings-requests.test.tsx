import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { must } from '~/testing/must'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

const web3 = () => must(db.instances.find((i) => i.name === 'web-3'))

async function openSettings() {
  const user = userEvent.setup()
  renderRoutes(routes, '/projects/web-frontend/instances/web-3/settings')
  await screen.findByRole('heading', { name: 'Auto-restart' })
  return user
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }))
  await screen.findByRole('dialog', { name: title })
  return () => screen.getByRole('dialog', { name: title })
}

describe("the requests behind an instance's settings", () => {
  it('resizes with the request the dialog shows, keeping the rest of the instance as it is', async () => {
    const { memory } = web3()
    const user = await openSettings()
    const dialog = await openDialog(user, 'Resize', 'Resize instance')
    const cpus = within(dialog()).getByRole('textbox', { name: 'vCPUs' })
    await user.clear(cpus)
    await pasteInto(user, cpus, '6')
    await user.click(within(dialog()).getByRole('button', { name: 'Show request' }))
    await waitFor(async () => expect((await shownRequest(dialog)).body).toMatchObject({ ncpus: 6 }))
    await user.click(within(dialog()).getByRole('button', { name: 'Hide request' }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Resize' })),
      dialog,
    )
    expect(shown).toMatchObject({
      method: 'PUT',
      url: '/v1/instances/web-3?project=web-frontend',
      body: { ncpus: 6, memory, boot_disk: web3().boot_disk_id },
    })
    await waitFor(() => expect(web3().ncpus).toBe(6))
    expect(web3().memory).toBe(memory)
  })

  it('saves the auto-restart policy with the request the dialog shows', async () => {
    const user = await openSettings()
    const dialog = await openDialog(user, 'Change policy', 'Auto-restart policy')
    await user.click(within(dialog()).getByRole('radio', { name: /^Never/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Save policy' })),
      dialog,
    )
    expect(shown.body).toMatchObject({ auto_restart_policy: 'never' })
    expect(await screen.findByText('Auto-restart policy saved')).toBeTruthy()
  })

  it('adds the instance to the group the dialog shows', async () => {
    db.antiAffinityGroupMembers = db.antiAffinityGroupMembers?.filter((m) => m.instance_id !== web3().id)
    const user = await openSettings()
    await within(await screen.findByRole('table', { name: 'Anti-affinity groups' })).findByText(
      'This instance is not in any anti-affinity group.',
    )
    const dialog = await openDialog(user, 'Add to group', 'Add to anti-affinity group')
    await user.click(await screen.findByRole('option', { name: /web-spread/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Add' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/anti-affinity-groups/web-spread/members/instance/web-3?project=web-frontend',
      body: undefined,
    })
    const groups = screen.getByRole('table', { name: 'Anti-affinity groups' })
    expect(await within(groups).findByText('web-spread')).toBeTruthy()
  })

  it('says what the add request needs before a group is chosen', async () => {
    const user = await openSettings()
    const dialog = await openDialog(user, 'Add to group', 'Add to anti-affinity group')
    await user.keyboard('{Escape}')
    await user.click(within(dialog()).getByRole('button', { name: 'Show request' }))
    expect(await within(dialog()).findByText(/Choose an anti-affinity group/)).toBeTruthy()
  })

  it("lists the removal in the group menu's Show requests and sends it once confirmed", async () => {
    const user = await openSettings()
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for group web-spread' }))
      return screen.findByRole('menu')
    }
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for group web-spread' })
    const listed = await shownRequest(() =>
      within(requests).getByRole('region', { name: 'Remove from group' }),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(within(await openMenu()).getByRole('menuitem', { name: /^Remove from group/ }))
    const dialog = () => screen.getByRole('dialog', { name: 'Remove from group' })
    await screen.findByRole('dialog', { name: 'Remove from group' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Remove' })),
      dialog,
    )
    expect(shown).toEqual(listed)
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/anti-affinity-groups/web-spread/members/instance/web-3?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Removed from web-spread')).toBeTruthy()
  })
})
