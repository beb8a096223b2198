import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { timeseriesSchemas } from '~mock/fixtures/platform/timeseries-schemas'
import { sledSerials } from '~mock/handlers/hardware-racks'
import { setupMockServer } from '~mock/node'
import { SCHEMA_PAGE_SIZE } from './queries'

setupMockServer()

const editor = () => screen.getByRole('textbox', { name: 'OxQL query' }) as HTMLTextAreaElement

/** Replaces the editor's text as a paste would: typing would take `{` and `[` for key names. */
async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(editor())
  await user.click(editor())
  await user.paste(text)
}

const cpuTemperature = (serial: string) =>
  `get hardware_component:temperature | filter timestamp > @now() - 1h && chassis_serial == "${serial}" && sensor == "cpu" | align mean_within(5m)`

describe('the metrics explorer', () => {
  it('lists every schema, read page after page, and searches them by name', async () => {
    // more schemas than a page, so the list is read on behind the first page
    expect(timeseriesSchemas.length).toBeGreaterThan(SCHEMA_PAGE_SIZE)
    const user = userEvent.setup()
    renderSystem('/system/metrics')
    await screen.findByRole('heading', { name: 'Metrics', level: 1 })
    await screen.findByText(`${timeseriesSchemas.length} schemas read.`)
    const list = screen.getByRole('list', { name: 'Timeseries schemas' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(timeseriesSchemas.length)

    await user.type(screen.getByRole('searchbox', { name: 'Search schemas by name' }), 'VIRTUAL_MACHINE')
    expect(
      screen.getByText(`${timeseriesSchemas.length} schemas read, 2 matching "VIRTUAL_MACHINE".`),
    ).toBeTruthy()
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('summary .mono')?.textContent)
    expect(names).toEqual(['virtual_machine:reset', 'virtual_machine:vcpu_usage'])

    // a schema's fields: name, type, source and description
    await user.click(within(list).getByText('virtual_machine:vcpu_usage'))
    const fields = within(list).getByRole('table', { name: 'Fields of virtual_machine:vcpu_usage' })
    const state = within(fields).getByRole('row', { name: /^state string metric/ })
    expect(state.textContent).toContain('The vCPU microstate')
    expect(
      within(list).getByText('Cumulative time each vCPU has spent in each of its microstates'),
    ).toBeTruthy()
    expect(within(list).getByText('nanoseconds', { selector: 'dd' })).toBeTruthy()

    await user.clear(screen.getByRole('searchbox', { name: 'Search schemas by name' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search schemas by name' }), 'no_such')
    expect(screen.getByText('No schema read has a name containing "no_such".')).toBeTruthy()
  })

  it('runs a query into the URL and draws its table, with the series fields', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/metrics')
    await screen.findByRole('heading', { name: 'No query run yet' })
    const [serial] = sledSerials()
    const query = cpuTemperature(serial)
    await write(user, query)
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(new URL(`http://x${router.state.location.search}`).searchParams.get('query')).toBe(query),
    )

    const table = await screen.findByRole('table', { name: 'Points of hardware_component:temperature' })
    const rows = within(table).getAllByRole('row').slice(1)
    // an hour in 5-minute windows
    expect(rows.length).toBeGreaterThanOrEqual(11)
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(header).toEqual(['chassis_kind', 'chassis_serial', 'component_id', 'sensor', 'Time', 'Value'])
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells.slice(0, 4)).toEqual(['sled', serial, 'U1', 'cpu'])
    expect(cells[5]).toMatch(/^\d+(\.\d+)? °C$/)
    // the chart of the table, titled with its unit
    expect(screen.getByRole('heading', { name: 'hardware_component:temperature (°C)' })).toBeTruthy()
    expect(screen.getByText('1 table, 1 series.')).toBeTruthy()

    // Back goes to the page before the query, and the editor follows the URL
    router.navigate(-1)
    await screen.findByRole('heading', { name: 'No query run yet' })
    expect(editor().value).toBe('')
    router.navigate(1)
    await screen.findByRole('table', { name: 'Points of hardware_component:temperature' })
    expect(editor().value).toBe(query)
  })

  it("shows the server's error next to the query, and keeps the query as typed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/metrics')
    await screen.findByRole('heading', { name: 'No query run yet' })
    const bad = 'get virtual_disk:reads | filter volume == "x"'
    await write(user, bad)
    await user.click(screen.getByRole('button', { name: 'Run' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Field "volume" does not exist in timeseries virtual_disk:reads')
    expect(editor().value).toBe(bad)
    expect(editor().getAttribute('aria-invalid')).toBe('true')
    expect(editor().getAttribute('aria-describedby')).toContain(alert.id)
    expect(screen.getByText('The query failed; its error is shown under it.')).toBeTruthy()
  })

  it('opens with the query of a link, and starts a query from a schema', async () => {
    const user = userEvent.setup()
    const [serial] = sledSerials()
    renderSystem(`/system/metrics?query=${encodeURIComponent(cpuTemperature(serial))}`)
    await screen.findByRole('table', { name: 'Points of hardware_component:temperature' })
    expect(editor().value).toBe(cpuTemperature(serial))

    const list = screen.getByRole('list', { name: 'Timeseries schemas' })
    await user.click(within(list).getByText('sled_data_link:bytes_sent'))
    await user.click(within(list).getByRole('button', { name: 'Query sled_data_link:bytes_sent' }))
    expect(editor().value).toBe(
      'get sled_data_link:bytes_sent\n  | filter timestamp > @now() - 1h\n  | align mean_within(1m)',
    )
    expect(document.activeElement).toBe(editor())
  })
})
