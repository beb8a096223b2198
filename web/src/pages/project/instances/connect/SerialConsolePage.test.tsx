import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { instancesRoutes } from '~/pages/project/instances/routes'
import { countReadsOf, startPollingClock } from '~/testing/polling-clock'
import { renderRoutes } from '~/testing/render-routes'
import { recordWrites, shownRequest } from '~/testing/show-request'
import { POLL_MS } from '~/util/constants'
import { setupMockServer } from '~mock/node'
import { api } from '~mock/toolkit/test-kit'
import { setTimeScale } from '~mock/toolkit/timers'

setupMockServer()

const routes = [{ path: '/projects/:project', children: instancesRoutes }]

// the console's status line comes first; the copy button of the terminal size has a status of its own
const status = () => screen.getAllByRole('status')[0]

const UNAVAILABLE =
  'The serial console is available while the instance is running, rebooting, migrating or repairing'

/** A stopped instance's console: closed, never shown as connected beside it, and saying why. */
function expectClosedForStopped() {
  expect(within(status()).getByText('closed', { exact: true })).toBeTruthy()
  expect(within(status()).getByText(UNAVAILABLE)).toBeTruthy()
  expect(within(status()).queryByText('connected', { exact: true })).toBeNull()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the serial console page', () => {
  it('reads a stopped instance once and not again, until Start, then only until it runs', async () => {
    // the mock's state changes come 50 times faster
    setTimeScale(0.02)
    startPollingClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routes, '/projects/web-frontend/instances/web-3/serial-console')
    await waitFor(() => expect(within(status()).getByText('closed', { exact: true })).toBeTruthy())
    expect(within(status()).getByText('stopped', { exact: true })).toBeTruthy()
    expectClosedForStopped()
    expect(screen.getByRole('button', { name: 'Reconnect' }).getAttribute('aria-disabled')).toBe('true')

    const instance = countReadsOf('/v1/instances/web-3')
    try {
      expect(await instance.quietPeriod()).toBe(0)

      await user.click(screen.getByRole('button', { name: 'Start instance' }))
      await waitFor(() => expect(within(status()).getByText('running', { exact: true })).toBeTruthy(), {
        timeout: 3 * POLL_MS,
      })
      expect(instance.reads).toBeGreaterThan(0)
      // once it runs, the console connects by itself
      await waitFor(() => expect(within(status()).getByText('connected', { exact: true })).toBeTruthy())

      expect(await instance.quietPeriod()).toBe(0)
    } finally {
      instance.stop()
    }
  })

  it('follows an instance stopped elsewhere while the console is open until it settles, then stops reading', async () => {
    setTimeScale(0.02)
    startPollingClock()
    renderRoutes(routes, '/projects/web-frontend/instances/web-2/serial-console')
    await waitFor(() => expect(within(status()).getByText('connected', { exact: true })).toBeTruthy())

    const instance = countReadsOf('/v1/instances/web-2')
    try {
      await api.methods.instanceStop({ path: { instance: 'web-2' }, query: { project: 'web-frontend' } })
      await waitFor(() => expect(within(status()).getByText('stopped', { exact: true })).toBeTruthy(), {
        timeout: 3 * POLL_MS,
      })
      expectClosedForStopped()
      expect(instance.reads).toBeGreaterThan(0)

      expect(await instance.quietPeriod()).toBe(0)
    } finally {
      instance.stop()
    }
  })
})

describe('the request behind the serial console page', () => {
  it('shows the request of its Start button in its menu, and Start sends that request', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances/web-3/serial-console')
    await user.click(await screen.findByRole('button', { name: 'More actions for web-3' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const dialog = await screen.findByRole('dialog', { name: 'Requests for instance web-3' })
    const shown = await shownRequest(() => within(dialog).getByRole('region', { name: 'Start' }))
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/instances/web-3/start?project=web-frontend',
      body: undefined,
    })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const sent = recordWrites()
    await user.click(screen.getByRole('button', { name: 'Start instance' }))
    await waitFor(() => expect(sent).toEqual([shown]))
  })
})
