import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Announcer } from './Announcer'
import { type StateAnnouncement, useStateAnnouncer } from './use-state-announcer'

type Row = { id: string; name: string; state: string }
const speak: StateAnnouncement<Row> = { noun: 'Instance', name: (r) => r.name, state: (r) => r.state }

function List({ rows }: { rows: Row[] | undefined }) {
  useStateAnnouncer(rows, speak)
  return <Announcer />
}

const status = () => screen.getByRole('status')

describe("a list's changes of state, said to screen readers", () => {
  it('say which rows changed, once, and nothing for a read that changed nothing', async () => {
    const a = { id: '1', name: 'web-1', state: 'starting' }
    const b = { id: '2', name: 'web-2', state: 'stopping' }
    const { rerender } = render(<List rows={[a, b]} />)
    // the first read only sets what later reads are compared with
    expect(status().textContent).toBe('')
    rerender(
      <List
        rows={[
          { ...a, state: 'running' },
          { ...b, state: 'stopped' },
        ]}
      />,
    )
    await screen.findByText('Instance web-1 is now running. Instance web-2 is now stopped.')
  })

  it('leave alone rows that come or go', async () => {
    const a = { id: '1', name: 'web-1', state: 'running' }
    const { rerender } = render(<List rows={[a]} />)
    rerender(<List rows={[a, { id: '3', name: 'web-3', state: 'starting' }]} />)
    rerender(<List rows={[{ id: '3', name: 'web-3', state: 'running' }]} />)
    await screen.findByText('Instance web-3 is now running.')
  })
})
