// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MiB } from '~/util/format'
import { chartQueries, chartSeries, cpuChart, DISK_CHARTS, largest, NETWORK_CHARTS } from './instance-metrics'

const MIN = 60_000
const start = Date.parse('2025-10-08T13:00:00Z')
const range = { start, end: start + 60 * MIN, window: 30_000 }
const TIME = 'timestamp >= @2025-10-08T13:00:00.000 && timestamp < @2025-10-08T14:00:00.000'
const chart = (id: string, defs = DISK_CHARTS) => {
  const def = defs.find((d) => d.id === id)
  if (!def) throw new Error(`no chart ${id}`)
  return def
}
const table = (rows: { fields?: Record<string, string>; points: [number, number | null][] }[]) => ({
  timeseries: rows.map(({ fields = {}, points }) => ({
    fields: Object.fromEntries(Object.entries(fields).map(([k, value]) => [k, { value }])),
    points: {
      timestamps: points.map(([t]) => new Date(t).toISOString()),
      values: [{ values: { values: points.map(([, v]) => v) } }],
    },
  })),
})

describe('the OxQL of each chart', () => {
  it('CPU: one state of the instance summed over its vCPUs, or every state as its own line', () => {
    expect(chartQueries(cpuChart(4, 'run'), { kind: 'cpu', instanceId: 'i-1', state: 'run' }, range)).toEqual(
      [
        `get virtual_machine:vcpu_usage | filter ${TIME} && instance_id == "i-1" && state == "run" | align mean_within(30s) | group_by [], sum`,
      ],
    )
    expect(chartQueries(cpuChart(4, 'all'), { kind: 'cpu', instanceId: 'i-1', state: 'all' }, range)).toEqual(
      [
        `get virtual_machine:vcpu_usage | filter ${TIME} && instance_id == "i-1" | align mean_within(30s) | group_by [state], sum`,
      ],
    )
  })

  it('disk: every disk attached to the instance, or one disk', () => {
    const all = { kind: 'disk' as const, instanceId: 'i-1', diskId: null }
    expect(chartQueries(chart('reads'), all, range)).toEqual([
      `get virtual_disk:reads | filter ${TIME} && attached_instance_id == "i-1" | align mean_within(30s) | group_by [], sum`,
    ])
    expect(chartQueries(chart('bytes-written'), { ...all, diskId: 'd-1' }, range)[0]).toContain(
      'get virtual_disk:bytes_written | filter',
    )
    expect(chartQueries(chart('bytes-written'), { ...all, diskId: 'd-1' }, range)[0]).toContain(
      'disk_id == "d-1"',
    )
    // errors are three metrics, one line each
    expect(chartQueries(chart('errors'), all, range).map((q) => q.split(' |')[0])).toEqual([
      'get virtual_disk:failed_reads',
      'get virtual_disk:failed_writes',
      'get virtual_disk:failed_flushes',
    ])
    expect(DISK_CHARTS.map((d) => d.id)).toEqual([
      'reads',
      'writes',
      'bytes-read',
      'bytes-written',
      'flushes',
      'errors',
    ])
  })

  it('network: every interface of the instance, or one, received and sent', () => {
    const all = { kind: 'network' as const, instanceId: 'i-1', interfaceId: null }
    expect(chartQueries(chart('bytes', NETWORK_CHARTS), all, range)).toEqual([
      `get instance_network_interface:bytes_received | filter ${TIME} && instance_id == "i-1" | align mean_within(30s) | group_by [], sum`,
      `get instance_network_interface:bytes_sent | filter ${TIME} && instance_id == "i-1" | align mean_within(30s) | group_by [], sum`,
    ])
    expect(chartQueries(chart('drops', NETWORK_CHARTS), { ...all, interfaceId: 'n-1' }, range)[1]).toContain(
      'get instance_network_interface:drops_sent | filter',
    )
    expect(
      chartQueries(chart('packets', NETWORK_CHARTS), { ...all, interfaceId: 'n-1' }, range)[0],
    ).toContain('interface_id == "n-1"')
  })
})

describe('reading the answers', () => {
  it('CPU time per 5 s sample becomes a share of all vCPUs, by state in a fixed order', () => {
    // 4 vCPUs; 5e9 ns in a sample is one vCPU busy the whole time: 25%
    const answer = table([
      { fields: { state: 'idle' }, points: [[start + MIN, 10e9]] },
      { fields: { state: 'run' }, points: [[start + MIN, 5e9]] },
    ])
    const series = chartSeries(cpuChart(4, 'all'), [answer], 30_000)
    expect(series.map((x) => [x.label, x.points[0].v])).toEqual([
      ['Running', 25],
      ['Idle', 50],
    ])
  })

  it('counters per 10 s sample become per-second rates, with a gap where windows are missing', () => {
    const answer = table([
      {
        points: [
          [start + 30_000, 10 * MiB],
          [start + 60_000, 20 * MiB],
          // the instance stopped: nothing for two minutes
          [start + 210_000, 30 * MiB],
        ],
      },
    ])
    const [series] = chartSeries(chart('bytes-read'), [answer], 30_000)
    expect(series.points).toEqual([
      { t: start + 30_000, v: MiB },
      { t: start + 60_000, v: 2 * MiB },
      { t: start + 90_000, v: null },
      { t: start + 210_000, v: 3 * MiB },
    ])
    expect(largest([series])).toBe(3 * MiB)
    expect(chart('bytes-read').unit(largest([series])).label).toBe('MiB/s')
  })

  it('a metric with no series in the range is an empty line, not an error', () => {
    const series = chartSeries(chart('errors'), [table([]), undefined, table([])], 30_000)
    expect(series.map((x) => x.points)).toEqual([[], [], []])
  })
})
