import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { clearToasts } from '~/components/toasts'
import { disabledReason } from '~/testing/disabled-reason'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { api, ok } from '~mock/toolkit/test-kit'
import InstancesPage from './InstancesPage'
import { instancesLoader } from './routes'

setupMockServer()
afterEach(() => {
  resetMockFaults()
  clearToasts()
})

const routes = [
  { path: '/projects/:project/instances', element: <InstancesPage />, loader: instancesLoader },
  { path: '*', element: <p>elsewhere</p> },
]

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement
const selectedNames = () =>
  screen
    .getAllByRole('checkbox')
    .filter((b) => (b as HTMLInputElement).checked && b !== pageBox())
    .map((b) => b.getAttribute('aria-label')?.replace('Select ', ''))
const toolbar = () => screen.getByRole('group', { name: 'Actions on the selected instances' })
const action = (label: string) => within(toolbar()).getByRole('button', { name: label })
const results = () => screen.getByRole('region', { name: /instances/ })
const resultOf = (name: string) =>
  within(results())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name))?.textContent

async function openList(path = '/projects/web-frontend/instances', first = 'web-1') {
  const user = userEvent.setup()
  const view = renderRoutes(routes, path)
  await screen.findByRole('checkbox', { name: `Select ${first}` })
  return { user, ...view }
}

describe('bulk actions on the instance list', () => {
  it('selects with the mouse, Shift+click ranges, Space and the page box', async () => {
    const { user } = await openList()
    await user.click(box('web-1'))
    await user.keyboard('{Shift>}')
    await user.click(box('web-3'))
    await user.keyboard('{/Shift}')
    expect(selectedNames()).toEqual(['web-1', 'web-2', 'web-3'])
    expect(await screen.findByText('3 instances selected on this page')).toBeTruthy()
    expect(pageBox().indeterminate).toBe(true)

    box('cache-1').focus()
    await user.keyboard(' ')
    expect(selectedNames()).toEqual(['cache-1', 'web-1', 'web-2', 'web-3'])

    // from some of the page, the page box selects all of it
    await user.click(pageBox())
    expect(selectedNames()).toEqual(['cache-1', 'web-1', 'web-2', 'web-3', 'web-canary'])
    expect(pageBox().checked).toBe(true)
    await user.click(pageBox())
    expect(selectedNames()).toEqual([])
  })

  it('offers only what every selected instance allows, and says which one does not and why', async () => {
    const { user } = await openList()
    await user.click(box('web-1'))
    await user.click(box('web-2'))
    await waitFor(() => expect(disabledReason(action('Stop'))).toBeNull())
    expect(disabledReason(action('Start'))).toBe(
      'web-1 and web-2 cannot be started: only a stopped or failed instance can be started',
    )
    await user.click(box('web-3'))
    await waitFor(() =>
      expect(disabledReason(action('Stop'))).toBe(
        'web-3 cannot be stopped: only a running, starting, rebooting or failed instance can be stopped',
      ),
    )
  })

  it('clears the selection when the page or the sort changes', async () => {
    // 5 seeded + 6 = 11 instances: pages of 10 give two pages
    for (let i = 0; i < 6; i++) {
      ok(
        await api.methods.instanceCreate({
          query: { project: 'web-frontend' },
          body: {
            name: `worker-${i}`,
            description: '',
            hostname: `worker-${i}`,
            ncpus: 1,
            memory: 1024 ** 3,
            networkInterfaces: { type: 'none' },
            externalIps: [],
            disks: [],
            start: false,
          },
        }),
      )
    }
    const { user } = await openList('/projects/web-frontend/instances?limit=10')
    await user.click(box('web-1'))
    await screen.findByText('1 instance selected on this page')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('checkbox', { name: 'Select worker-5' })
    expect(selectedNames()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByRole('checkbox', { name: 'Select web-1' })
    expect(selectedNames()).toEqual([])

    await user.click(box('web-1'))
    await screen.findByText('1 instance selected on this page')
    await user.click(screen.getByRole('button', { name: /Sort by/ }))
    await user.click(await screen.findByRole('option', { name: 'Name, Z to A' }))
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox')[1].getAttribute('aria-label')).toBe('Select worker-5'),
    )
    expect(selectedNames()).toEqual([])
    expect(screen.queryByText(/selected on this page/)).toBeNull()
  })

  it('stops three at once with one failing, keeps the others going, and retries only the failed one', async () => {
    setMockFaults('/v1/instances/web-2/stop=503')
    const { user } = await openList()
    for (const name of ['web-1', 'web-2', 'web-canary']) await user.click(box(name))
    await waitFor(() => expect(disabledReason(action('Stop'))).toBeNull())
    await user.click(action('Stop'))
    const confirm = await screen.findByRole('dialog', { name: 'Stop 3 instances' })
    expect(confirm.textContent).toContain('Stop 3 instances: web-1, web-2, web-canary?')
    await user.click(within(confirm).getByRole('button', { name: 'Stop' }))

    await screen.findByRole('heading', { name: 'Stopped 2 of 3 instances; 1 failed: web-2' })
    expect(resultOf('web-1')).toContain('Done')
    expect(resultOf('web-2')).toContain('Failed: Service Unavailable')
    expect(resultOf('web-canary')).toContain('Done')
    // the selection went with the action; the results stay
    expect(selectedNames()).toEqual([])

    resetMockFaults()
    await user.click(screen.getByRole('button', { name: 'Retry failed' }))
    await screen.findByRole('heading', { name: 'Stopped 3 instances' })
    expect(resultOf('web-2')).toContain('Done')
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull()
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: 'web-2' }).closest('tr') as HTMLElement).getByText(/stopp/),
      ).toBeTruthy(),
    )
  })

  it('starts many with one result per row, and no toast for each', async () => {
    const { user } = await openList('/projects/sandbox/instances', 'scratch')
    await user.click(box('flaky-test'))
    await user.click(box('scratch'))
    await waitFor(() => expect(disabledReason(action('Start'))).toBeNull())
    await user.click(action('Start'))
    await screen.findByRole('heading', { name: 'Started 2 instances' })
    expect(resultOf('flaky-test')).toContain('Done')
    expect(resultOf('scratch')).toContain('Done')
    // the results say it, once per row: no toast for each instance
    expect(screen.queryByText(/^Starting instance/)).toBeNull()
  })

  it('says in a toast that one instance started from its row menu is starting, or why it is not', async () => {
    const { user } = await openList()
    setMockFaults('/v1/instances/web-3/start=503')
    await user.click(screen.getByRole('button', { name: 'Actions for web-3' }))
    await user.click(await screen.findByRole('menuitem', { name: /^Start/ }))
    expect(await screen.findByText('Could not start instance')).toBeTruthy()
    expect(screen.getByText('Service Unavailable')).toBeTruthy()

    resetMockFaults()
    await user.click(screen.getByRole('button', { name: 'Actions for web-3' }))
    await user.click(await screen.findByRole('menuitem', { name: /^Start/ }))
    expect(await screen.findByText('Starting instance web-3')).toBeTruthy()
  })

  it('asks once before deleting many, naming them, and sends the requests its Show request listed', async () => {
    const { user } = await openList('/projects/sandbox/instances', 'scratch')
    await user.click(box('flaky-test'))
    await user.click(box('scratch'))
    await waitFor(() => expect(disabledReason(action('Delete'))).toBeNull())
    await user.click(action('Delete'))
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 instances' })
    expect(confirm.textContent).toContain('Delete 2 instances: flaky-test, scratch?')
    const shown = await pressSendsShown(user, confirm, 'Delete')
    expect(shown.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /v1/instances/flaky-test?project=sandbox',
      'DELETE /v1/instances/scratch?project=sandbox',
    ])
    await screen.findByRole('heading', { name: 'Deleted 2 instances' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'scratch' })).toBeNull())
  })
})
