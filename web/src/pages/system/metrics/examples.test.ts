import { describe, expect, it } from 'vitest'
import { callApi } from '~/api'
import { setupMockServer } from '~mock/node'
import { EXAMPLES } from './examples'

setupMockServer()

describe('the examples to start from', () => {
  it.each(EXAMPLES.map((e) => [e.label, e] as const))(
    '%s: names this rack and draws lines',
    async (_, example) => {
      const query = await example.build()
      const { tables } = await callApi('systemTimeseriesQuery', { body: { query } })
      expect(tables.length).toBeGreaterThan(0)
      for (const table of tables) {
        expect(table.timeseries.length).toBeGreaterThan(0)
        // an hour in minutes, less the window the hour starts in
        expect(table.timeseries[0].points.timestamps.length).toBeGreaterThanOrEqual(59)
      }
    },
  )

  it('reads the drives of a sled one line each, and an instance as received and sent', async () => {
    const [, disks, network] = await Promise.all(EXAMPLES.map((e) => e.build()))
    const drives = await callApi('systemTimeseriesQuery', { body: { query: disks } })
    expect(drives.tables[0].timeseries.length).toBe(10)
    const nic = await callApi('systemTimeseriesQuery', { body: { query: network } })
    expect(nic.tables.map((t) => t.name)).toEqual([
      'instance_network_interface:bytes_received',
      'instance_network_interface:bytes_sent',
    ])
  })
})
