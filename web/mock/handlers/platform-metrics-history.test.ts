// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type { Timeseries } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { web1Boot } from '~mock/fixtures/compute/boot-disks'
import { notebook, web1, web3 } from '~mock/fixtures/compute/instances'
import { setupMockServer } from '~mock/node'
import { api, ok } from '~mock/toolkit/test-kit'
import { minutesAgo } from '~mock/toolkit/time'

setupMockServer()

const MINUTE = 60_000
const at = (iso: string) => `@${iso.replace(/\.\d+Z$/, '')}`
const lastMinutes = (n: number) => `timestamp >= ${at(minutesAgo(n))} && timestamp < ${at(minutesAgo(0))}`

async function oxql(project: string, text: string) {
  const result = ok(await api.methods.timeseriesQuery({ query: { project }, body: { query: text } }))
  return result.tables[0].timeseries
}

/** The values of a one-column series with their timestamps, in ms (typed as dates, they arrive as strings). */
const points = (series: Timeseries) =>
  series.points.timestamps.map(
    (t, i) => [new Date(t).getTime(), series.points.values[0].values.values[i]] as const,
  )

describe('metrics follow where instances ran', () => {
  test('a stop leaves a gap of nulls in every series of the instance, and data on both sides', async () => {
    // web-1 was stopped from 150 to 95 minutes before the mock loaded
    const [cpu] = await oxql(
      'web-frontend',
      `get virtual_machine:vcpu_usage | filter ${lastMinutes(240)} && instance_id == "${web1.id}" && state == "run" | align mean_within(5m) | group_by [], sum`,
    )
    const [disk] = await oxql(
      'web-frontend',
      `get virtual_disk:reads | filter ${lastMinutes(240)} && disk_id == "${web1Boot.id}" | align mean_within(5m)`,
    )
    for (const series of [cpu, disk]) {
      const stopped = Date.parse(minutesAgo(150))
      const started = Date.parse(minutesAgo(95))
      for (const [t, v] of points(series)) {
        // a window wholly inside the stop has no samples; one wholly outside has some
        if (t - 5 * MINUTE >= stopped && t <= started) expect(v).toBeNull()
        if (t <= stopped || t - 5 * MINUTE >= started) expect(v).toBeGreaterThan(0)
      }
      expect(points(series).some(([, v]) => v === null)).toBe(true)
    }
  })

  test('an instance that never ran has no series at all, and one stopped since has data until it stopped', async () => {
    const never = await oxql(
      'web-frontend',
      `get virtual_machine:vcpu_usage | filter ${lastMinutes(30 * 24 * 60)} && instance_id == "${web3.id}" | align mean_within(1h)`,
    )
    expect(never).toEqual([])

    const [stopped] = await oxql(
      'ml-training',
      `get instance_network_interface:bytes_sent | filter ${lastMinutes(24 * 60)} && instance_id == "${notebook.id}" | align mean_within(10m)`,
    )
    // the series ends with the last window the instance reported in: it stopped 600 minutes ago
    const last = points(stopped).at(-1)?.[0] ?? 0
    const stop = Date.parse(minutesAgo(600))
    expect(Math.abs(last - stop)).toBeLessThanOrEqual(10 * MINUTE)
  })

  test('one series per vCPU and microstate, per disk and per interface', async () => {
    const vcpus = await oxql(
      'web-frontend',
      `get virtual_machine:vcpu_usage | filter ${lastMinutes(60)} && instance_id == "${web1.id}" | align mean_within(1m)`,
    )
    expect(vcpus).toHaveLength(web1.ncpus * 4)
    expect(new Set(vcpus.map((s) => s.fields.state.value))).toEqual(
      new Set(['run', 'idle', 'waiting', 'emulation']),
    )
    const disks = await oxql(
      'web-frontend',
      `get virtual_disk:bytes_written | filter ${lastMinutes(60)} && attached_instance_id == "${web1.id}" | align mean_within(1m)`,
    )
    const attached = db.disks.filter((d) => d.state.state === 'attached' && d.state.instance === web1.id)
    expect(disks.map((s) => s.fields.diskId.value).sort()).toEqual(attached.map((d) => d.id).sort())
    const nics = await oxql(
      'web-frontend',
      `get instance_network_interface:packets_received | filter ${lastMinutes(60)} && instance_id == "${web1.id}" | align mean_within(1m)`,
    )
    const interfaces = db.networkInterfaces.filter((n) => n.instance_id === web1.id)
    expect(nics.map((s) => s.fields.interfaceId.value)).toEqual(interfaces.map((n) => n.id))
  })

  test('a started instance opens a run', async () => {
    ok(await api.methods.instanceStart({ path: { instance: 'web-3' }, query: { project: 'web-frontend' } }))
    expect(db.instanceRuns.filter((r) => r.instance_id === web3.id)).toEqual([
      { instance_id: web3.id, start: expect.any(String), end: null },
    ])
  })
})

describe('provisioned totals over time', () => {
  test('end at what is provisioned now, and drop by the vCPUs of an instance while it was stopped', async () => {
    const query = { startTime: new Date(Date.now() - 3 * 60 * MINUTE), endTime: new Date(), limit: 1000 }
    const cpus = ok(await api.methods.siloMetric({ path: { metricName: 'cpus_provisioned' }, query }))
    const now = ok(await api.methods.utilizationView({}))
    expect(cpus.items.at(-1)?.datum.datum).toBe(now.provisioned.cpus)
    const during = cpus.items.find((m) => m.timestamp.getTime() >= Date.parse(minutesAgo(120)))
    expect(during?.datum.datum).toBe(now.provisioned.cpus - web1.ncpus)
  })

  test('a day of samples comes in pages, and never from the future', async () => {
    const endTime = new Date()
    const query = { startTime: new Date(endTime.getTime() - 24 * 60 * MINUTE), endTime, limit: 1000 }
    const first = ok(await api.methods.systemMetric({ path: { metricName: 'ram_provisioned' }, query }))
    expect(first.items).toHaveLength(1000)
    expect(first.nextPage).toBeTruthy()
    const second = ok(
      await api.methods.systemMetric({
        path: { metricName: 'ram_provisioned' },
        query: { ...query, pageToken: first.nextPage },
      }),
    )
    expect(second.nextPage).toBeFalsy()
    const all = [...first.items, ...second.items]
    expect(all[0].timestamp.getTime()).toBe(query.startTime.getTime())
    expect(all.at(-1)?.timestamp.getTime()).toBeLessThan(endTime.getTime())
  })
})
