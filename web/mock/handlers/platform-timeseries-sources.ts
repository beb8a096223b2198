import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { unitHash } from '~mock/toolkit/hash'
import { siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { KiB, MiB } from '~mock/toolkit/units'
import { runsOf, type Span } from './compute-run-history'
import { sledSerials } from './hardware-racks'
import type { FieldValues } from './platform-oxql'
import { provisionedHistory } from './platform-provisioned-history'

/**
 * One timeseries before its points exist: its identity, where it reported, and how its value moves. A counter
 * gives its running total at a time (only differences over spans where it reported mean anything); a gauge
 * gives its reading.
 */
export type SeriesSource = {
  key: string
  fields: Record<string, Json<Api.FieldValue>>
  raw: FieldValues
  /** when the target reported samples: an instance's runs, a disk's instance's runs, or since it existed */
  spans: Span[]
  /** seconds between two samples */
  interval: number
  /** whether windows jitter around the smooth curve; not for series that must add up with others */
  jitter: boolean
  counter?: (ms: number) => number
  gauge?: (ms: number) => number
}

type Schema = Json<Api.TimeseriesSchema>

/** The fleet's own id, as Nexus uses for fleet-wide collection targets. */
const FLEET_ID = '001de000-1334-4000-8000-000000000000'

/** Propolis samples vCPU microstates every 5 s; other producers are polled every 10 s. */
export const VCPU_SAMPLE_S = 5
const SAMPLE_S = 10

/** Counters are measured from here, so totals in nanoseconds stay well inside a double's exact integers. */
const EPOCH_MS = Date.parse('2024-01-01T00:00:00Z')

/** [rate per second, relative swing] of each counter; gauges give [level, swing]. */
const LEVELS: Record<string, [number, number]> = {
  'virtual_machine:reset': [0, 0],
  'virtual_disk:bytes_read': [2.5 * MiB, 0.6],
  'virtual_disk:bytes_written': [1.2 * MiB, 0.6],
  'virtual_disk:reads': [140, 0.6],
  'virtual_disk:writes': [65, 0.6],
  'virtual_disk:flushes': [4, 0.5],
  'virtual_disk:failed_reads': [0.002, 1],
  'instance_network_interface:bytes_received': [640 * KiB, 0.7],
  'instance_network_interface:bytes_sent': [230 * KiB, 0.7],
  'instance_network_interface:packets_received': [780, 0.7],
  'instance_network_interface:packets_sent': [410, 0.7],
  'instance_network_interface:drops_received': [0.05, 1],
  'hardware_component:temperature': [46, 0.15],
  'hardware_component:fan_speed': [6200, 0.2],
  'hardware_component:power': [190, 0.25],
  'sled_data_link:bytes_received': [85 * MiB, 0.5],
  'sled_data_link:bytes_sent': [60 * MiB, 0.5],
}

/** A slow swing shared by everything keyed by `key`: [angular speed per second, phase]. */
function wave(key: string, minPeriod = 3600, extra = 7200): [number, number] {
  const period = minPeriod + unitHash(`${key}:period`) * extra
  return [(2 * Math.PI) / period, 2 * Math.PI * unitHash(`${key}:phase`)]
}

/** Running total of a rate that swings ±`swing` around `rate` per second. */
function swingingCounter(
  key: string,
  rate: number,
  swing: number,
  [minPeriod, extra] = [4 * 3600, 20 * 3600],
) {
  const [omega, phase] = wave(key, minPeriod, extra)
  return (ms: number) => {
    const t = (ms - EPOCH_MS) / 1000
    return rate * (t + (swing / omega) * (Math.cos(phase) - Math.cos(omega * t + phase)))
  }
}

function swingingGauge(key: string, level: number, swing: number) {
  const [omega, phase] = wave(key, 1800, 5400)
  return (ms: number) => {
    const t = ms / 1000
    const noise = unitHash(`${key}:${Math.floor(t / SAMPLE_S)}`) - 0.5
    return level * (1 + swing * Math.sin(omega * t + phase) + 0.1 * swing * noise)
  }
}

/**
 * Nanoseconds one vCPU spent in `state`. Its busy share swings slowly around a level of its own, with bursts of
 * a few minutes on top; waiting and emulation take a little; idle is the rest, so the four states add up to the
 * time that passed.
 */
function vcpuCounter(vcpuKey: string, state: string) {
  const share = 0.1 + 0.35 * unitHash(vcpuKey)
  const slow = swingingCounter(vcpuKey, share * 1e9, 0.5, [3600, 7200])
  const [omega, phase] = wave(`${vcpuKey}:bursts`, 240, 600)
  const bursts = (ms: number) => {
    const t = (ms - EPOCH_MS) / 1000
    return ((share * 0.6e9) / omega) * (Math.cos(phase) - Math.cos(omega * t + phase))
  }
  const run = (ms: number) => slow(ms) + bursts(ms)
  const waiting = (ms: number) => ((ms - EPOCH_MS) / 1000) * 0.03e9
  const emulation = (ms: number) => ((ms - EPOCH_MS) / 1000) * 0.02e9
  if (state === 'run') return run
  if (state === 'waiting') return waiting
  if (state === 'emulation') return emulation
  return (ms: number) => ((ms - EPOCH_MS) / 1000) * 1e9 - run(ms) - waiting(ms) - emulation(ms)
}

const fieldValue = (type: Api.FieldType, value: string | number | boolean) =>
  ({ type, value }) as Json<Api.FieldValue>

function source(
  schema: Schema,
  raw: FieldValues,
  spans: Span[],
  how: Pick<SeriesSource, 'counter' | 'gauge'> & { interval?: number; jitter?: boolean } = {},
): SeriesSource {
  const name = schema.timeseries_name
  const key = `${name}:${JSON.stringify(raw)}`
  const fields = Object.fromEntries(
    schema.field_schema.flatMap((f) =>
      f.name in raw ? [[f.name, fieldValue(f.field_type, raw[f.name])]] : [],
    ),
  )
  const [base, swing] = LEVELS[name] ?? [0, 0]
  // targets differ: each gets its own level around the metric's typical one
  const level = base * (0.5 + unitHash(key))
  const counter = schema.datum_type.startsWith('cumulative')
    ? (how.counter ?? swingingCounter(key, level, swing))
    : undefined
  const gauge = counter ? undefined : (how.gauge ?? swingingGauge(key, level, swing))
  const jitter = how.jitter ?? true
  return { key, fields, raw, spans, interval: how.interval ?? SAMPLE_S, jitter, counter, gauge }
}

const inScope = (projectId: string | null) => (row: { project_id: string }) =>
  projectId === null || row.project_id === projectId

const always = (since: string | number): Span[] => [[new Date(since).getTime(), Number.POSITIVE_INFINITY]]

function instanceTarget(instance: Json<Api.Instance>) {
  return {
    instance_id: instance.id,
    project_id: instance.project_id,
    silo_id: siloIdOfProject(instance.project_id),
  }
}

/** One series per vCPU and microstate for vCPU usage, else one per instance; only where the instance ran. */
function instanceSources(schema: Schema, projectId: string | null): SeriesSource[] {
  return db.instances.filter(inScope(projectId)).flatMap((instance) => {
    const spans = runsOf(instance.id)
    if (spans.length === 0) return []
    const target = instanceTarget(instance)
    if (schema.timeseries_name !== 'virtual_machine:vcpu_usage') return [source(schema, target, spans)]
    return Array.from({ length: instance.ncpus }, (_, vcpu_id) =>
      ['run', 'idle', 'waiting', 'emulation'].map((state) =>
        source(schema, { ...target, vcpu_id, state }, spans, {
          counter: vcpuCounter(`${instance.id}:${vcpu_id}`, state),
          interval: VCPU_SAMPLE_S,
          jitter: false,
        }),
      ),
    ).flat()
  })
}

/** A disk reports while the instance it is attached to runs. */
function diskSources(schema: Schema, projectId: string | null): SeriesSource[] {
  const failures = schema.field_schema.some((f) => f.name === 'failure_reason')
  return db.disks.filter(inScope(projectId)).flatMap((disk) => {
    if (disk.state?.state !== 'attached') return []
    const spans = runsOf(disk.state.instance)
    if (spans.length === 0) return []
    const raw = {
      attached_instance_id: disk.state.instance,
      block_size: disk.block_size,
      disk_id: disk.id,
      project_id: disk.project_id,
      silo_id: siloIdOfProject(disk.project_id),
    }
    if (!failures) return [source(schema, raw, spans)]
    return ['io_error', 'unsupported'].map((failure_reason) =>
      source(schema, { ...raw, failure_reason }, spans),
    )
  })
}

/** Each network interface of an instance reports while the instance runs; an instance without one has none. */
function nicSources(schema: Schema, projectId: string | null): SeriesSource[] {
  return db.instances.filter(inScope(projectId)).flatMap((instance) => {
    const spans = runsOf(instance.id)
    if (spans.length === 0) return []
    return db.networkInterfaces
      .filter((n) => n.instance_id === instance.id)
      .map((nic) => source(schema, { ...instanceTarget(instance), interface_id: nic.id }, spans))
  })
}

const SENSORS: Record<string, [string, string][]> = {
  temperature: [
    ['U1', 'cpu'],
    ['J600', 'nic'],
    ['J200', 'dimm_a0'],
  ],
  fan_speed: [
    ['FAN0', 'fan0'],
    ['FAN1', 'fan1'],
  ],
  power: [
    ['U7', 'vdd_vcore'],
    ['U15', 'v12_sys'],
  ],
}

/**
 * Each U.2 drive a sled holds has a temperature sensor of its own, numbered by bay (`U2_N0`, `u2_n0`), so a
 * sled's drives read as many lines as it has drives in service. Without sleds in the db, one drive stands in.
 */
function driveSensors(chassisSerial: string): [string, string][] {
  const sled = db.sleds.find((s) => s.baseboard.serial === chassisSerial)
  const drives = sled
    ? db.physicalDisks.filter((d) => d.sled_id === sled.id && d.form_factor === 'u2' && d.state === 'active')
        .length
    : 1
  return Array.from({ length: drives }, (_, n) => [`U2_N${n}`, `u2_n${n}`])
}

function hardwareSources(schema: Schema): SeriesSource[] {
  const [target, metric] = schema.timeseries_name.split(':')
  if (target === 'sled_data_link') {
    return sledSerials().flatMap((sled_serial) =>
      ['cxgbe0', 'cxgbe1'].map((link_name) => source(schema, { link_name, sled_serial }, always(0))),
    )
  }
  return sledSerials().flatMap((chassis_serial) =>
    [...(SENSORS[metric] ?? []), ...(metric === 'temperature' ? driveSensors(chassis_serial) : [])].map(
      ([component_id, sensor]) =>
        source(schema, { chassis_kind: 'sled', chassis_serial, component_id, sensor }, always(0)),
    ),
  )
}

/** Provisioned totals of the fleet, each silo and each project, as they were at each moment. */
function collectionSources(schema: Schema): SeriesSource[] {
  const metric = schema.timeseries_name.split(':')[1] as Api.SystemMetricName
  const gauge = (siloId: string | null, projectId?: string) => provisionedHistory(metric, siloId, projectId)
  return [
    source(schema, { id: FLEET_ID }, always(0), { gauge: gauge(null) }),
    ...db.silos.map((s) => source(schema, { id: s.id }, always(s.time_created), { gauge: gauge(s.id) })),
    ...db.projects.map((p) =>
      source(schema, { id: p.id }, always(p.time_created), {
        gauge: gauge(siloIdOfProject(p.id), p.id),
      }),
    ),
  ]
}

/** The targets a timeseries has data for, limited to the project when one is given. */
export function sourcesFor(schema: Schema, projectId: string | null): SeriesSource[] {
  const target = schema.timeseries_name.split(':')[0]
  if (target === 'virtual_machine') return instanceSources(schema, projectId)
  if (target === 'virtual_disk') return diskSources(schema, projectId)
  if (target === 'instance_network_interface') return nicSources(schema, projectId)
  if (target === 'collection_target') return collectionSources(schema)
  return hardwareSources(schema)
}
