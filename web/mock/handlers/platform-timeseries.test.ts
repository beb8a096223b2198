// @vitest-environment node
import { beforeEach, describe, expect, test } from 'vitest'
import type * as ApiTypes from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { billing, sandbox } from '~mock/fixtures/projects'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'
import { GiB } from '~mock/toolkit/units'
import { parseOxql } from './platform-oxql'

setupMockServer()

const INSTANCE = 'c3a1e5f7-9b2d-4c6e-8a0f-1b3d5e7f9a2c'
const DISK = 'e5c7a9b1-3d5f-4e7a-9c1b-2d4f6a8c0e3b'
const NIC = 'f1d2c3b4-a5e6-4f70-8192-a3b4c5d6e7f8'
const START = '2026-10-01T00:00:00'
const END = '2026-10-01T01:00:00'
const range = `timestamp >= @${START} && timestamp < @${END}`

/** Rows of the compute area's tables, stood up directly so the test does not depend on its fixtures. */
beforeEach(() => {
  const time_created = '2026-09-01T00:00:00.000Z'
  db.instances = [
    {
      id: INSTANCE,
      name: 'db-1',
      project_id: sandbox.id,
      ncpus: 4,
      memory: 16 * GiB,
      run_state: 'running',
      time_created,
    },
    {
      id: crypto.randomUUID(),
      name: 'app',
      project_id: billing.id,
      ncpus: 2,
      memory: 8 * GiB,
      run_state: 'running',
      time_created,
    },
  ] as Json<ApiTypes.Instance>[]
  db.disks = [
    {
      id: DISK,
      name: 'db-1-data',
      project_id: sandbox.id,
      block_size: 4096,
      size: 100 * GiB,
      time_created,
      state: { state: 'attached', instance: INSTANCE },
    },
  ] as Json<ApiTypes.Disk>[]
  db.networkInterfaces = [
    { id: NIC, name: 'net0', instance_id: INSTANCE, primary: true, time_created },
  ] as Json<ApiTypes.InstanceNetworkInterface>[]
  db.instanceRuns = db.instances.map((i) => ({ instance_id: i.id, start: time_created, end: null }))
})

async function query(text: string, project = 'sandbox') {
  const result = await api.methods.timeseriesQuery({ query: { project }, body: { query: text } })
  if (result.type !== 'success') throw new Error(`query failed: ${result.response.status}`)
  return result.data.tables
}

describe('OxQL parsing', () => {
  test('reads the metric, the time range, the window and the grouping', () => {
    const q = parseOxql(
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${INSTANCE}" && state == "run" | group_by [], sum | align mean_within(60s)`,
    )
    expect(q).toMatchObject({
      metric: 'virtual_machine:vcpu_usage',
      start: Date.parse(`${START}Z`),
      end: Date.parse(`${END}Z`),
      window: 60_000,
      groupBy: { fields: [], reducer: 'sum' },
      fieldsUsed: ['instance_id', 'state'],
    })
    expect(q.predicate({ instance_id: INSTANCE, state: 'run' })).toBe(true)
    expect(q.predicate({ instance_id: INSTANCE, state: 'idle' })).toBe(false)
  })

  test('understands relative times, || and parentheses', () => {
    const q = parseOxql(
      'get virtual_disk:reads | filter timestamp > @now() - 2h && (disk_id == "a" || disk_id == "b") | align mean_within(5m)',
    )
    expect(Date.now() - (q.start ?? 0)).toBeGreaterThanOrEqual(7_200_000)
    expect(q.window).toBe(300_000)
    expect(q.predicate({ disk_id: 'b' })).toBe(true)
    expect(q.predicate({ disk_id: 'c' })).toBe(false)
  })
})

describe('project timeseries', () => {
  test('CPU usage has a point every window across the whole range', async () => {
    const [table] = await query(
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${INSTANCE}" && state == "run" | group_by [], sum | align mean_within(60s)`,
    )
    expect(table.name).toBe('virtual_machine:vcpu_usage')
    expect(table.timeseries).toHaveLength(1)
    const [series] = table.timeseries
    expect(series.fields).toEqual({})
    const { timestamps, startTimes, values } = series.points
    expect(timestamps).toHaveLength(60)
    // each point stands for the window that ends at its timestamp (the client leaves these as strings: only a
    // key named `timestamp` becomes a date)
    expect(timestamps[0]).toBe(new Date(Date.parse(`${START}Z`) + 60_000).toISOString())
    expect(startTimes?.[0]).toBe(`${START}.000Z`)
    expect(timestamps[59]).toBe(`${END}.000Z`)
    expect(values[0].metricType).toBe('delta')
    const ns = values[0].values.values as number[]
    // the mean over each window of what four vCPUs ran in each 5 s sample: part of 4 × 5e9 ns
    for (const v of ns) expect(v).toBeGreaterThan(0)
    for (const v of ns) expect(v).toBeLessThan(4 * 5e9)
  })

  test('without grouping there is one series per vCPU, with its fields', async () => {
    const [table] = await query(
      `get virtual_machine:vcpu_usage | filter ${range} && state == "run" | align mean_within(10m)`,
    )
    expect(table.timeseries.map((s) => s.fields.vcpuId.value).sort()).toEqual([0, 1, 2, 3])
    expect(table.timeseries[0].fields.instanceId).toEqual({ type: 'uuid', value: INSTANCE })
    expect(table.timeseries[0].points.timestamps).toHaveLength(6)
  })

  test('the four microstates of a vCPU add up to the time that passed', async () => {
    const [table] = await query(
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${INSTANCE}" && vcpu_id == 2 | group_by [vcpu_id], sum | align mean_within(5m)`,
    )
    const [series] = table.timeseries
    // per 5 s sample, a vCPU spends 5e9 ns in one state or another
    for (const v of series.points.values[0].values.values as number[]) expect(v).toBeCloseTo(5e9, -8)
  })

  test('disk and network metrics of the instance', async () => {
    const [disk] = await query(
      `get virtual_disk:bytes_read | filter ${range} && disk_id == "${DISK}" | align mean_within(60s)`,
    )
    expect(disk.timeseries).toHaveLength(1)
    expect(disk.timeseries[0].points.timestamps).toHaveLength(60)
    const [nic] = await query(
      `get instance_network_interface:bytes_received | filter ${range} && instance_id == "${INSTANCE}" | align mean_within(30s)`,
    )
    expect(nic.timeseries.length).toBeGreaterThan(0)
    expect(nic.timeseries[0].points.timestamps).toHaveLength(120)
  })

  test('only sees the project it names', async () => {
    const [table] = await query(
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${INSTANCE}"`,
      'billing',
    )
    expect(table.timeseries).toEqual([])
  })

  test('refuses unknown metrics, unknown fields and fleet-level data', async () => {
    const run = (text: string) =>
      api.methods.timeseriesQuery({ query: { project: 'sandbox' }, body: { query: text } })
    const unknown = await run('get virtual_machine:cpu_busy')
    expect(unknown.type === 'error' && unknown.data).toMatchObject({
      errorCode: 'InvalidRequest',
      message: 'Timeseries not found for: virtual_machine:cpu_busy',
    })
    const field = await run('get virtual_disk:reads | filter volume == "x"')
    expect(field.type === 'error' && field.data.message).toBe(
      'Field "volume" does not exist in timeseries virtual_disk:reads',
    )
    const syntax = await run('select * from disks')
    expect(syntax.type === 'error' && syntax.data.message).toMatch(/^Query parsing failed/)
    expect((await run('get hardware_component:temperature')).response.status).toBe(400)
  })
})

describe('system timeseries', () => {
  test('fleet readers query anything; others are refused', async () => {
    const result = await api.methods.systemTimeseriesQuery({
      body: {
        query: `get hardware_component:temperature | filter ${range} && sensor == "cpu" | align mean_within(5m)`,
      },
    })
    if (result.type !== 'success') throw new Error('query failed')
    const [table] = result.data.tables
    expect(table.timeseries.length).toBeGreaterThan(0)
    for (const v of table.timeseries[0].points.values[0].values.values as number[]) {
      expect(v).toBeGreaterThan(20)
      expect(v).toBeLessThan(90)
    }
    const denied = await api.methods.systemTimeseriesQuery(
      { body: { query: 'get virtual_disk:reads' } },
      asUser('margaret'),
    )
    expect(denied.response.status).toBe(403)
  })

  test('answers a block of subqueries with a table each, the ops after the block applied to each', async () => {
    const result = await api.methods.systemTimeseriesQuery({
      body: {
        query: `{\n  get instance_network_interface:bytes_received;\n  get instance_network_interface:bytes_sent\n}\n  | filter ${range} && instance_id == "${INSTANCE}"\n  | align mean_within(5m)`,
      },
    })
    if (result.type !== 'success') throw new Error('query failed')
    expect(result.data.tables.map((t) => [t.name, t.timeseries.length])).toEqual([
      ['instance_network_interface:bytes_received', 1],
      ['instance_network_interface:bytes_sent', 1],
    ])
    const unclosed = await api.methods.systemTimeseriesQuery({ body: { query: '{ get virtual_disk:reads' } })
    expect(unclosed.type === 'error' && unclosed.data.message).toBe(
      'Query parsing failed: expected "}" to close the subqueries',
    )
  })

  test('lists the schemas, including the ones the console charts', async () => {
    const result = await api.methods.systemTimeseriesSchemaList({ query: { limit: 100 } })
    if (result.type !== 'success') throw new Error('list failed')
    const names = result.data.items.map((s) => s.timeseriesName)
    expect(names).toEqual(
      expect.arrayContaining([
        'virtual_machine:vcpu_usage',
        'virtual_disk:bytes_read',
        'instance_network_interface:bytes_received',
      ]),
    )
    expect(names).toEqual([...names].sort())
    const vcpu = result.data.items.find((s) => s.timeseriesName === 'virtual_machine:vcpu_usage')
    expect(vcpu).toMatchObject({ authzScope: 'project', datumType: 'cumulative_u64', units: 'nanoseconds' })
  })
})
