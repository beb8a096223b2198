import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invalidate } from '~/api'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { behindFleetGate, requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { disabledReason } from '~/testing/disabled-reason'
import { grantFleetAdmin } from '~/testing/grant-role'
import { countReadsOf, startPollingClock } from '~/testing/polling-clock'
import { renderRoutes } from '~/testing/render-routes'
import { POLL_MS } from '~/util/constants'
import { db } from '~mock/db'
import { resetMockFaults, setMockFaults } from '~mock/faults'
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
