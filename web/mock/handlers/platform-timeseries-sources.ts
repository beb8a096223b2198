import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { unitHash } from '~mock/toolkit/hash'
import { siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { KiB, MiB } from '~mock/toolkit/units'
import { sledSerials } from './hardware-racks'
import type { FieldValues } from './platform-oxql'
import { provisioned } from './platform-quotas'

/** One timeseries before its points exist: identity, and the level its values move around. */
export type SeriesSource = {
  key: string
  fields: Record<string, Json<Api.FieldValue>>
  raw: FieldValues
  /** rate per second for counters, level for gauges */
  base: number
  /** relative amplitude of the slow swing around `base` */
  swing: number
  /** ms; when the target started reporting */
  since: number
}

type Schema = Json<Api.TimeseriesSchema>

/** The fleet's own id, as Nexus uses for fleet-wide collection targets. */
const FLEET_ID = '001de000-1334-4000-8000-000000000000'

/** [base, swing] per metric; vCPU usage depends on the microstate instead. */
const LEVELS: Record<string, [number, number]> = {
  'virtual_machine:reset': [0, 0],
  'virtual_disk:bytes_read': [2.5 * MiB, 0.6],
  'virtual_disk:bytes_written': [1.2 * MiB, 0.6],
  'virtual_disk:reads': [140, 0.6],
  'virtual_disk:writes': [65, 0.6],
  'virtual_disk:flushes': [4, 0.5],
  'instance_network_interface:bytes_received': [640 * KiB, 0.7],
  'instance_network_interface:bytes_sent': [230 * KiB, 0.7],
  'instance_network_interface:packets_received': [780, 0.7],
  'instance_network_interface:packets_sent': [410, 0.7],
  'hardware_component:temperature': [46, 0.15],
  'hardware_component:fan_speed': [6200, 0.2],
  'hardware_component:power': [190, 0.25],
  'sled_data_link:bytes_received': [85 * MiB, 0.5],
  'sled_data_link:bytes_sent': [60 * MiB, 0.5],
}

const VCPU_STATES: Record<string, number> = { run: 0.38e9, idle: 0.57e9, waiting: 0.03e9, emulation: 0.02e9 }

function fieldValue(type: Api.FieldType, value: string | number | boolean): Json<Api.FieldValue> {
  return { type, value } as Json<Api.FieldValue>
}

function source(schema: Schema, raw: FieldValues, since: string | number, level?: number): SeriesSource {
  const key = `${schema.timeseries_name}:${JSON.stringify(raw)}`
  const [base, swing] = LEVELS[schema.timeseries_name] ?? [0, 0]
  const fields = Object.fromEntries(
    schema.field_schema.flatMap((f) =>
      f.name in raw ? [[f.name, fieldValue(f.field_type, raw[f.name])]] : [],
    ),
  )
  // counters vary by target; gauges of provisioned totals are the totals themselves
  const scaled = level ?? base * (0.5 + unitHash(key))
  return {
    key,
    fields,
    raw,
    base: scaled,
    swing: level === undefined ? swing : 0,
    since: new Date(since).getTime(),
  }
}

const inScope = (projectId: string | null) => (row: { project_id: string }) =>
  projectId === null || row.project_id === projectId

function instanceSources(schema: Schema, projectId: string | null): SeriesSource[] {
  return db.instances.filter(inScope(projectId)).flatMap((instance) => {
    const target = {
      instance_id: instance.id,
      project_id: instance.project_id,
      silo_id: siloIdOfProject(instance.project_id),
    }
    if (schema.timeseries_name !== 'virtual_machine:vcpu_usage')
      return [source(schema, target, instance.time_created)]
    return Array.from({ length: instance.ncpus ?? 1 }, (_, vcpu_id) =>
      Object.entries(VCPU_STATES).map(([state, level]) =>
        source(
          schema,
          { ...target, vcpu_id, state },
          instance.time_created,
          level * (0.6 + 0.8 * unitHash(`${instance.id}:${vcpu_id}`)),
        ),
      ),
    ).flat()
  })
}

function diskSources(schema: Schema, projectId: string | null): SeriesSource[] {
  const failures = schema.field_schema.some((f) => f.name === 'failure_reason')
  return db.disks.filter(inScope(projectId)).flatMap((disk) => {
    if (disk.state?.state !== 'attached') return []
    const raw = {
      attached_instance_id: disk.state.instance,
      block_size: disk.block_size,
      disk_id: disk.id,
      project_id: disk.project_id,
      silo_id: siloIdOfProject(disk.project_id),
    }
    if (!failures) return [source(schema, raw, disk.time_created)]
    return ['io_error', 'unsupported'].map((failure_reason) =>
      source(schema, { ...raw, failure_reason }, disk.time_created),
    )
  })
}

/** Interfaces from the db; an instance the fixtures gave none still reports one primary vNIC. */
function nicSources(schema: Schema, projectId: string | null): SeriesSource[] {
  return db.instances.filter(inScope(projectId)).flatMap((instance) => {
    const nics = db.networkInterfaces.filter((n) => n.instance_id === instance.id)
    const ids =
      nics.length > 0
        ? nics.map((n) => n.id)
        : [`${instance.id.slice(0, 24)}${instance.id.slice(24).split('').reverse().join('')}`]
    return ids.map((interface_id) =>
      source(
        schema,
        {
          instance_id: instance.id,
          interface_id,
          project_id: instance.project_id,
          silo_id: siloIdOfProject(instance.project_id),
        },
        instance.time_created,
      ),
    )
  })
}

const SENSORS: Record<string, [string, string][]> = {
  temperature: [
    ['U1', 'cpu'],
    ['J600', 'nic'],
    ['J200', 'dimm_a0'],
    ['J2100', 'u2_n0'],
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

function hardwareSources(schema: Schema): SeriesSource[] {
  const [target, metric] = schema.timeseries_name.split(':')
  if (target === 'sled_data_link') {
    return sledSerials().flatMap((sled_serial) =>
      ['cxgbe0', 'cxgbe1'].map((link_name) => source(schema, { link_name, sled_serial }, 0)),
    )
  }
  return sledSerials().flatMap((chassis_serial) =>
    (SENSORS[metric] ?? []).map(([component_id, sensor]) =>
      source(schema, { chassis_kind: 'sled', chassis_serial, component_id, sensor }, 0),
    ),
  )
}

/** Provisioned totals of the fleet, each silo and each project. */
function collectionSources(schema: Schema): SeriesSource[] {
  const pick = (c: Json<Api.VirtualResourceCounts>) =>
    schema.timeseries_name.endsWith('cpus_provisioned')
      ? c.cpus
      : schema.timeseries_name.endsWith('ram_provisioned')
        ? c.memory
        : c.storage
  return [
    source(schema, { id: FLEET_ID }, 0, pick(provisioned(null))),
    ...db.silos.map((s) => source(schema, { id: s.id }, s.time_created, pick(provisioned(s.id)))),
    ...db.projects.map((p) =>
      source(schema, { id: p.id }, p.time_created, pick(provisioned(siloIdOfProject(p.id), p.id))),
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
