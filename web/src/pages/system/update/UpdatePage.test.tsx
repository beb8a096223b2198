import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invalidate } from '~/api'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { behindFleetGate, requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { disabledReason } from '~/testing/disabled-reason'
import { grantFleetAdmin } from '~/testing/grant-role'
import { pasteInto } from '~/testing/paste-into'
import { countReadsOf, startPollingClock } from '~/testing/polling-clock'
import { renderRoutes } from '~/testing/render-routes'
import { POLL_MS } from '~/util/constants'
import { db } from '~mock/db'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import { grace, katherine } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { setTimeScale } from '~mock/toolkit/timers'
import { updateRoutes } from './routes'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    children: behindFleetGate(updateRoutes),
  },
]

type User = ReturnType<typeof userEvent.setup>

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

const repoRow = (version: string) =>
  within(screen.getByRole('table', { name: 'Repositories' }))
    .getByText(version)
    .closest('tr') as HTMLElement

async function openActions(user: User, version: string) {
  // the repositories load on their own, after the page's heading
  await user.click(await screen.findByRole('button', { name: `Actions for repository ${version}` }))
  return screen.findByRole('menu')
}

async function render() {
  renderRoutes(routes, '/system/update')
  await screen.findByRole('heading', { name: 'System update', level: 1 })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the update page', () => {
  it('shows the target release, its progress by component, the repositories and the trust roots', async () => {
    await render()
    expect(propertyValue('Target release').textContent).toBe('17.0.0')
    expect(propertyValue('Status').textContent).toBe('updating')
    // one share, shown the same way in both places: 118 / 154 is 76.6%
    expect(propertyValue('Progress').textContent).toBe('118 of 154 components on 17.0.0 (76.6%)')
    expect(propertyValue('Suspended').textContent).toBe('No')
    expect(screen.getByRole('progressbar', { name: 'Components on the target release' })).toBeTruthy()

    const versions = screen.getByRole('table', { name: 'Components by release version' })
    expect(
      within(versions)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['17.0.0 target11876.6%', '16.1.0 behind3623.3%'])
    expect(screen.getByText('36 of 154 components are not on 17.0.0 yet: 36 run 16.1.0.')).toBeTruthy()

    // the repositories and the trust roots are lists of their own, which may arrive after the heading
    const repos = await screen.findByRole('table', { name: 'Repositories' })
    expect(
      within(repos)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['17.0.1 ', '17.0.0 target', '16.1.0 '])
    expect(within(repoRow('17.0.1')).getByText('oxide-17.0.1.zip')).toBeTruthy()

    const roots = await screen.findByRole('table', { name: 'Trust roots' })
    const root = within(roots).getAllByRole('row')[1]
    expect(within(root).getByText('6c1e3a5b-7d9f-4b2e-8a4c-6e8f0b2d4a6c')).toBeTruthy()
    expect(within(root).getByText('Jan 1, 2031')).toBeTruthy()
  })

  it('refuses an older release or the target itself as the target, saying why', async () => {
    const user = userEvent.setup()
    await render()
    let menu = await openActions(user, '16.1.0')
    const older = within(menu).getByRole('menuitem', { name: /Set as target release/ })
    expect(older.getAttribute('aria-disabled')).toBe('true')
    expect(
      within(menu).getByText(
        'Older than the target release 17.0.0; the target release can only move forward',
      ),
    ).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    menu = await openActions(user, '17.0.0')
    expect(within(menu).getByText('This is the target release already')).toBeTruthy()
  })

  it('sets a newer release as the target after a confirmation, then follows the rollout until it settles', async () => {
    // the mock's rollout steps come 50 times faster; the page still reads the status every POLL_MS
    setTimeScale(0.02)
    startPollingClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await render()
    const menu = await openActions(user, '17.0.1')
    await user.click(within(menu).getByRole('menuitem', { name: 'Set as target release' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set target release' })
    // the rollout of 17.0.0 is under way, and the dialog says what becomes of it
    expect(
      within(dialog).getByText(
        'An update to 17.0.0 is under way: 118 of 154 components run it so far. Setting 17.0.1 as the target release replaces that update: the system stops moving components to 17.0.0 and updates every component, those already on 17.0.0 too, to 17.0.1.',
        { exact: false },
      ),
    ).toBeTruthy()
    expect(within(dialog).getByText(/Make 17\.0\.1 the target release\?/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Set target release' }))
    expect(await screen.findByText('Target release set to 17.0.1')).toBeTruthy()
    await waitFor(() => expect(propertyValue('Target release').textContent).toBe('17.0.1'))
    expect(within(repoRow('17.0.1')).getByText('target')).toBeTruthy()

    // no one touches the page: it reads the status again until every component is on the target
    await waitFor(() => expect(propertyValue('Status').textContent).toBe('up to date'), {
      timeout: 5 * POLL_MS,
    })
    expect(propertyValue('Progress').textContent).toBe('154 of 154 components on 17.0.1 (100%)')
    expect(screen.getByRole('status').textContent).toBe('Every component runs 17.0.1')

    // settled: no read comes any more
    const status = countReadsOf('/v1/system/update/status')
    try {
      expect(await status.quietPeriod()).toBe(0)
    } finally {
      status.stop()
    }
  })

  it('offers a fleet viewer no change, saying why, and shows a refusal it could not foresee as it comes', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    const user = userEvent.setup()
    await render()
    for (const name of ['Upload repository', 'Add trust root']) {
      const button = screen.getByRole('button', { name })
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect(disabledReason(button)).toBe('Needs the admin role on the fleet')
    }
    const menu = await openActions(user, '17.0.1')
    const item = within(menu).getByRole('menuitem', { name: /^Set as target release/ })
    expect(item.getAttribute('aria-disabled')).toBe('true')
    expect(item.textContent).toContain('Needs the admin role on the fleet')
    cleanup()

    // a fleet admin when the page read her role, who is one no longer when she confirms
    const restore = grantFleetAdmin(grace)
    await render()
    restore()
    const again = await openActions(user, '17.0.1')
    await user.click(within(again).getByRole('menuitem', { name: 'Set as target release' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set target release' })
    await user.click(within(dialog).getByRole('button', { name: 'Set target release' }))
    const toast = await screen.findByText('Could not set the target release')
    expect(
      within(toast.closest('[role="alert"]') as HTMLElement).getByText('Action not authorized'),
    ).toBeTruthy()
    expect(propertyValue('Target release').textContent).toBe('17.0.0')
    expect(db.updateState.target_release?.version).toBe('17.0.0')
  })

  it('says nothing of an update under way when none is', async () => {
    const user = userEvent.setup()
    db.updateState.components_by_release_version = { '17.0.0': 154 }
    await render()
    const menu = await openActions(user, '17.0.1')
    await user.click(within(menu).getByRole('menuitem', { name: 'Set as target release' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set target release' })
    expect(within(dialog).getByText(/^Make 17\.0\.1 the target release\?/)).toBeTruthy()
    expect(within(dialog).queryByText(/under way/)).toBeNull()
  })

  it('uploads a repository with its progress, says what the API made of it and lists it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/update')
    await user.click(await screen.findByRole('link', { name: 'Upload repository' }))
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    expect(router.state.location.pathname).toBe('/system/update/repositories-new')
    const bytes = new Uint8Array(64 * 1024).fill(7)
    bytes.set([0x50, 0x4b, 0x03, 0x04])
    await user.upload(within(form).getByLabelText('Repository file'), new File([bytes], 'oxide-17.1.0.zip'))
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    expect(await screen.findByText('Repository 17.1.0 uploaded')).toBeTruthy()
    expect(screen.getByText('oxide-17.1.0.zip can now be set as the target release.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    await waitFor(() => expect(repoRow('17.1.0')).toBeTruthy())
    expect(db.tufRepos.find((r) => r.system_version === '17.1.0')?.file_name).toBe('oxide-17.1.0.zip')
  })

  it("keeps the form and shows the API's refusal of a file that is not a repository", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/update/repositories-new')
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    await user.upload(
      within(form).getByLabelText('Repository file'),
      new File([new Uint8Array([1, 2, 3, 4])], 'oxide-18.0.0.zip'),
    )
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    // the API's message names the file, so it shows under the file field
    expect(
      await within(form).findByText('Invalid repository "oxide-18.0.0.zip": the file is not a zip archive'),
    ).toBeTruthy()
    expect(within(form).getByLabelText('Repository file').getAttribute('aria-invalid')).toBe('true')
    expect(db.tufRepos.some((r) => r.system_version === '18.0.0')).toBe(false)
  })

  it('stops an upload on Cancel, after asking', async () => {
    const user = userEvent.setup()
    setMockFaults('hang=systemUpdateRepositoryUpload')
    const { router } = renderRoutes(routes, '/system/update/repositories-new')
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    const zip = new Uint8Array(1024)
    zip.set([0x50, 0x4b, 0x03, 0x04])
    await user.upload(within(form).getByLabelText('Repository file'), new File([zip], 'oxide-17.2.0.zip'))
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel upload' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByText('Upload canceled')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    expect(db.tufRepos.some((r) => r.system_version === '17.2.0')).toBe(false)
  })

  it('adds a trust root from pasted JSON, checked as JSON before anything is sent', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/update')
    await user.click(await screen.findByRole('link', { name: 'Add trust root' }))
    const form = await screen.findByRole('form', { name: 'Add trust root' })
    expect(router.state.location.pathname).toBe('/system/update/trust-roots-new')
    await user.click(within(form).getByRole('radio', { name: 'Pasted JSON' }))
    const field = within(form).getByRole('textbox', { name: 'Root role' })
    await pasteInto(user, field, '{"signed": {"_type": "root"')
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await within(form).findByText(/^Not valid JSON/)).toBeTruthy()
    expect(db.trustRoots).toHaveLength(1)

    // a second key for the same roles, as written: its keys stay as they are (snake case and all)
    const second = structuredClone(oxideRootRole)
    second.signed.version = 2
    await user.clear(field)
    await pasteInto(user, field, JSON.stringify(second, null, 2))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await screen.findByText('Trust root added')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    expect(db.trustRoots).toHaveLength(2)
    expect(db.trustRoots[1].root_role).toEqual(second)
    const roots = screen.getByRole('table', { name: 'Trust roots' })
    await waitFor(() => expect(within(roots).getAllByRole('row')).toHaveLength(1 + 2))
  })

  it('adds a trust root from a JSON file, and refuses a file that is not a root role', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/update/trust-roots-new')
    const form = await screen.findByRole('form', { name: 'Add trust root' })
    const input = within(form).getByLabelText('Root role file')
    await user.upload(input, new File(['{"signed": {"_type": "targets"}, "signatures": []}'], 'targets.json'))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(
      await within(form).findByText(
        'Not a TUF root role: it needs a "signed" object whose "_type" is "root"',
      ),
    ).toBeTruthy()
    await user.upload(input, new File([JSON.stringify(oxideRootRole)], 'root.json'))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await screen.findByText('Trust root added')).toBeTruthy()
    expect(db.trustRoots).toHaveLength(2)
  })

  it('says when automatic update is suspended', async () => {
    db.updateState.suspended = true
    await render()
    expect(screen.getByText(/Automatic update is suspended after a manual change/)).toBeTruthy()
    expect(propertyValue('Status').textContent).toBe('suspended')
    expect(propertyValue('Suspended').textContent).toBe('Yes')
  })

  it('says when the status could not be read again, keeps the one it read last, and reads it again on request', async () => {
    const user = userEvent.setup()
    await render()
    setMockFaults('systemUpdateStatus=503')
    await act(() => invalidate('systemUpdateStatus'))
    const notice = (await screen.findByText('Could not refresh the update status.')).closest(
      '[role="status"]',
    )
    expect(notice?.textContent).toBe('Could not refresh the update status. Service UnavailableTry again')
    expect(propertyValue('Status').textContent).toBe('updating')

    resetMockFaults()
    db.updateState.suspended = true
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(propertyValue('Status').textContent).toBe('suspended'))
    expect(screen.queryByText('Could not refresh the update status.')).toBeNull()
  })

  it('is Page not found for someone without a fleet role', async () => {
    signIn(katherine)
    renderRoutes(routes, '/system/update')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
