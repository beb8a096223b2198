import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listQuery, useApiMutation } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import type { Column } from '~/components/QueryTable'
import { sendItem } from '~/components/show-request/request-items'
import { bulkButton, bulkReason, selectBox, selectRows } from '~/testing/bulk'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import { FilterableQueryTable } from './FilterableQueryTable'

setupMockServer()

const columns: Column<Instance>[] = [
  { header: 'Name', cell: (i) => i.name },
  { header: 'State', cell: (i) => i.runState },
]

const BULK: BulkActions = {
  noun: { one: 'instance', many: 'instances' },
  actions: [{ key: 'stop', label: 'Stop', done: 'stopped', doing: 'Stopping' }],
}

function Instances() {
  const stop = useApiMutation('instanceStop')
  const rowActions = (i: Instance) => [
    sendItem({
      key: 'stop',
      label: 'Stop',
      disabledReason: i.runState === 'running' ? undefined : 'Only a running instance can be stopped',
      request: () => stop.prepare({ path: { instance: i.name }, query: { project: 'web-frontend' } }),
    }),
  ]
  return (
    <FilterableQueryTable
      noun={{ one: 'instance', many: 'instances' }}
      query={listQuery('instanceList', { query: { project: 'web-frontend' } })}
      label="Instances"
      columns={columns}
      rowKey={(i) => i.id}
      rowLabel={(i) => i.name}
      rowActions={rowActions}
      bulk={BULK}
      emptyState={<p>No instances</p>}
    />
  )
}

/** The project's five instances (cache-1, web-1, web-2, web-3, web-canary) in pages of two. */
async function openFiltered(filter: string, matches: number) {
  const user = userEvent.setup()
  renderRoutes([{ path: '/instances', element: <Instances /> }], '/instances?limit=2')
  await screen.findByRole('checkbox', { name: 'Select cache-1' })
  await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), filter)
  await waitForMatches(matches)
  return user
}

async function waitForMatches(count: number) {
  const status = await screen.findByRole('status')
  await waitFor(() => expect(status.textContent).toMatch(`Searched all 5 instances: ${count} match`))
}

const checked = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select (?!all|the only)/ })
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('aria-label')?.replace('Select ', ''))

const stateOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement).getAllByRole('cell')[2].textContent

describe('bulk actions on the rows a name filter finds', () => {
  it('selects matches from past the first page, offers the toolbar, and refreshes the matches after a run', async () => {
    const user = await openFiltered('web-', 4)
    await selectRows(user, ['web-1', 'web-2'])
    expect(await screen.findByText('2 instances selected among the matches')).toBeTruthy()
    await bulkReason('instances', 'Stop', null)

    await user.click(bulkButton('instances', 'Stop'))
    await screen.findByRole('heading', { name: 'Stopped 2 instances' })
    // the matches are read again: the rows show the state the action left them in
    await waitFor(() => expect(stateOf('web-1')).toMatch(/^stopp/))
    expect(stateOf('web-2')).toMatch(/^stopp/)
    expect(checked()).toEqual([])
  })

  it('selects a range with Shift+click in the order the matches show, and all of them with the header box', async () => {
    const user = await openFiltered('web-', 4)
    await user.click(selectBox('web-1'))
    await user.keyboard('{Shift>}')
    await user.click(selectBox('web-3'))
    await user.keyboard('{/Shift}')
    expect(checked()).toEqual(['web-1', 'web-2', 'web-3'])
    expect(await screen.findByText('3 instances selected among the matches')).toBeTruthy()
    await bulkReason('instances', 'Stop', 'web-3 cannot be stopped: only a running instance can be stopped')

    await user.click(screen.getByRole('checkbox', { name: 'Select all 4 matches' }))
    expect(checked()).toEqual(['web-1', 'web-2', 'web-3', 'web-canary'])
    expect(await screen.findByText('4 instances selected among the matches')).toBeTruthy()
  })

  it('forgets the selected rows a new filter text no longer shows, and keeps the ones it still shows', async () => {
    const user = await openFiltered('web-', 4)
    await selectRows(user, ['web-1', 'web-2'])
    await screen.findByText('2 instances selected among the matches')

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), '1')
    await waitForMatches(1)
    expect(checked()).toEqual(['web-1'])
    expect(await screen.findByText('1 instance selected among the matches')).toBeTruthy()

    // web-2 shows again, not selected: the toolbar counts only what was selected and is shown
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), '{Backspace}')
    await waitForMatches(4)
    expect(checked()).toEqual(['web-1'])
    expect(screen.getByText('1 instance selected among the matches')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'x')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Searched all 5 instances: none match.'),
    )
    expect(screen.queryByText(/selected among the matches/)).toBeNull()
  })
})
