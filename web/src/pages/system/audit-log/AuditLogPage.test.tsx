import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { renderRoutes } from '~/testing/render-routes'
import { formatTimeZone } from '~/util/format'
import { db } from '~mock/db'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { katherine } from '~mock/fixtures/users'
import { server, setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { auditLogRoutes } from './routes'

setupMockServer()

afterEach(() => {
  resetMockFaults()
  vi.restoreAllMocks()
})

const routes = [{ loader: systemLoader, errorElement: <RouteErrorScreen />, children: auditLogRoutes }]

const HOUR = 3_600_000
/** The landmark entry of the seed: grace, a fleet viewer, refused a new silo 25 minutes before it loaded. */
const REFUSED_REQUEST = '5e7a9c1e-3a5c-4f7b-a9d1-0a2c4e6a8c0d'

async function render(search = '') {
  const utils = renderRoutes(routes, `/system/audit-log${search}`)
  await screen.findByRole('heading', { name: 'Audit log', level: 1 })
  return utils
}

const table = () => screen.getByRole('table', { name: 'Audit log entries' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[]
// the page's own summary, not React Aria's announcer, which also lives in the body
const summary = () => document.querySelector('p[aria-live="polite"]')?.textContent ?? ''

describe('the audit log', () => {
  it('shows the last 24 hours newest first, a page at a time, in the viewer’s time zone', async () => {
    const user = userEvent.setup()
    await render()
    expect(screen.getByText(`Times in ${formatTimeZone()}`)).toBeTruthy()
    expect(bodyRows()).toHaveLength(100)
    const times = bodyRows().map((r) => Date.parse(r.querySelector('time')?.dateTime ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(summary()).toMatch(/^100 entries loaded, from .* newest first; load more for older entries\.$/)

    // a silo user by name and silo; the refused silo of 25 minutes ago, with its code and status
    const refused = () =>
      bodyRows().find(
        (r) => r.cells[4].textContent === '403Forbidden' && r.textContent?.includes('silo_create'),
      )
    // the actor's name and silo come from reads of their own, which may answer after the entries
    await waitFor(() => expect(refused()?.textContent).toContain('Grace Hopper'))
    await waitFor(() => expect(refused()?.textContent).toContain('User · silo engineering'))
    expect(refused()?.textContent).toContain('/v1/system/silos')
    expect(refused()?.textContent).toContain('10.40.7.203')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(100))
    const inDay = db.auditLog.filter((e) => Date.parse(e.time_completed) > Date.now() - 24 * HOUR).length
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(inDay, 200)))
  })

  it('reads the next pages only when asked, to the end of the range', async () => {
    const user = userEvent.setup()
    await render('?range=7d')
    expect(bodyRows()).toHaveLength(100)
    while (screen.queryByRole('button', { name: 'Load more' })) {
      const before = bodyRows().length
      await user.click(screen.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(before))
    }
    expect(bodyRows()).toHaveLength(db.auditLog.length)
    expect(screen.getByText('Every entry of the range is loaded.')).toBeTruthy()
    expect(summary()).toMatch(new RegExp(`^${db.auditLog.length} entries from .*, newest first\\.$`))
  })

  it('filters what is loaded, says so, and opens an entry with every field', async () => {
    const user = userEvent.setup()
    const { router } = await render('?op=silo_create')
    await user.click(screen.getByRole('button', { name: /Result/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Failed' }))
    await waitFor(() => expect(router.state.location.search).toContain('result=error'))
    // the router's state changes first; the table draws the filter in a render of its own, after it
    await waitFor(() => {
      const results = bodyRows().map((r) => r.cells[4].textContent ?? '')
      expect(results.length).toBeGreaterThan(0)
      expect(results.filter((r) => !/^(403Forbidden|400InvalidRequest)$/.test(r))).toEqual([])
    })
    expect(summary()).toMatch(
      /^Filtering the 100 entries loaded, from .*: \d+ entr(y|ies) match(es)?\. Load more to search further\.$/,
    )

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), REFUSED_REQUEST.slice(0, 8))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    await user.click(within(bodyRows()[0]).getByRole('button'))

    const sheet = await screen.findByRole('dialog', { name: 'Audit log entry' })
    const value = (label: string) =>
      within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(value('Operation')).toBe('silo_create')
    expect(value('Result')).toBe('Forbidden 403')
    expect(value('Error message')).toBe('Action not authorized')
    expect(value('Request ID')).toContain(REFUSED_REQUEST)
    expect(value('Actor')).toBe('Grace Hopper')
    expect(value('Silo')).toBe('engineering')
    expect(value('Source address')).toBe('10.40.7.203')
    expect(value('Authenticated with')).toBe('Console session')
    expect(value('Duration')).toBe('14 ms')
    expect(within(sheet).getByRole('button', { name: 'Copy request ID' })).toBeTruthy()
    expect(router.state.location.search).toContain('entry=')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).not.toContain('entry=')
  })

  it('says when no loaded entry matches, and clears the filters', async () => {
    const user = userEvent.setup()
    await render('?q=no-such-thing')
    expect(screen.getByRole('heading', { name: 'No loaded entry matches the filters' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(100))
  })

  it('exports what is loaded as CSV and JSON lines', async () => {
    const user = userEvent.setup()
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob)
      return 'blob:audit'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    // the page would go to the Blob URL: only which file it would save is of interest here
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await render('?result=error')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await user.click(screen.getByRole('button', { name: 'Export JSON lines' }))
    expect(saved).toEqual([
      expect.stringMatching(/^audit-log-.*\.csv$/),
      expect.stringMatching(/^audit-log-.*\.jsonl$/),
    ])
    const [csv, jsonl] = await Promise.all(blobs.map((b) => b.text()))
    // every loaded entry, not only the failures the table shows
    expect(csv.split('\r\n')).toHaveLength(102)
    expect(csv.startsWith('time_completed,time_started,duration_ms,')).toBe(true)
    expect(jsonl.trimEnd().split('\n')).toHaveLength(100)
    expect(JSON.parse(jsonl.split('\n')[0])).toHaveProperty('operation_id')
  })
})

describe('the time range', () => {
  it('refuses a custom range that ends in the future or before it starts', async () => {
    const user = userEvent.setup()
    await render()
    await user.click(screen.getByRole('button', { name: /Time range/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Custom' }))
    const form = await screen.findByRole('form', { name: 'Custom time range' })
    const end = within(form).getByLabelText('End')
    await user.clear(end)
    await user.type(end, '2999-01-01T10:00')
    await user.click(within(form).getByRole('button', { name: 'Apply' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The end cannot be in the future')
    await user.clear(end)
    await user.type(end, '2000-01-01T10:00')
    await user.click(within(form).getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The start must be before the end'),
    )
  })

  it('says what is wrong with a shared link’s range, and shows the last 24 hours', async () => {
    const future = new Date(Date.now() + HOUR).toISOString()
    await render(`?range=custom&start=2026-01-01T00:00:00Z&end=${future}`)
    expect(
      screen.getByText(/The link's custom time range cannot be shown: its end is in the future\./),
    ).toBeTruthy()
    expect(bodyRows()).toHaveLength(100)
  })

  it('shows a custom range from the URL, and says when it holds nothing', async () => {
    const start = new Date(Date.now() - 30 * 24 * HOUR).toISOString()
    const end = new Date(Date.now() - 29 * 24 * HOUR).toISOString()
    await render(`?range=custom&start=${start}&end=${end}`)
    expect(await screen.findByRole('heading', { name: 'No audit log entries' })).toBeTruthy()
  })
})

describe('reading the range again', () => {
  it('Refresh reads a preset again up to now, from its first page', async () => {
    const user = userEvent.setup()
    await render('?range=7d')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(200))
    const reads: string[] = []
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/v1/system/audit-log') reads.push(request.url)
    }
    server.events.on('request:start', count)
    try {
      await user.click(screen.getByRole('button', { name: 'Refresh' }))
      await waitFor(() => expect(bodyRows()).toHaveLength(100))
      expect(reads).toHaveLength(1)
      expect(new URL(reads[0]).searchParams.get('page_token')).toBeNull()
    } finally {
      server.events.removeListener('request:start', count)
    }
  })
})

describe('when the log cannot be read', () => {
  it('says why when a further page fails, and keeps what is loaded', async () => {
    const user = userEvent.setup()
    await render()
    setMockFaults('auditLogList=503')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not load more entries\./)
    expect(bodyRows()).toHaveLength(100)
  })

  it('shows the error screen when the first page fails', async () => {
    setMockFaults('auditLogList=500')
    renderRoutes(routes, '/system/audit-log')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('is Page not found for someone without a fleet role', async () => {
    signIn(katherine)
    renderRoutes(routes, '/system/audit-log')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
