import { bytesUnit, type ChartUnit, countUnit, percentUnit } from '~/components/chart/chart-units'
import { type ChartPoint, type ChartSeries, type OxqlTableLike, sumTable, withGaps } from '~/util/chart-data'
import { type OxqlFilters, type OxqlQuerySpec, oxqlQuery } from '~/util/oxql'

/**
 * What the charts of an instance's metrics tab ask the API and how they read the answers.
 *
 * The counters are cumulative on the rack; aligned with `mean_within`, each point is the mean of the deltas
 * between consecutive samples in its window, that is the amount per sample interval. Propolis samples vCPU
 * microstates every 5 s and disk and interface counters every 10 s, so dividing by those gives per-second
 * rates, and the nanoseconds a vCPU spends in a state per 5 s over 5e9 give its share of the time.
 */
export const VCPU_SAMPLE_S = 5
export const COUNTER_SAMPLE_S = 10

export const CPU_STATES = [
  { value: 'run', label: 'Running' },
  { value: 'emulation', label: 'Emulation' },
  { value: 'idle', label: 'Idle' },
  { value: 'waiting', label: 'Waiting' },
] as const
export type CpuState = (typeof CPU_STATES)[number]['value']

/** One line of a chart: a metric and the label it has in the legend and tooltip. */
type Part = { metric: string; label: string }

/** A chart of the metrics tab: one or more metrics, as per-second rates or shares of CPU time. */
export type InstanceChartDef = {
  id: string
  title: string
  parts: Part[]
  /** the unit, given the largest value drawn */
  unit: (max: number) => ChartUnit
  /** split one metric into a line per value of this field (CPU states) instead of summing */
  groupBy?: string
  /** the value to draw from a raw point */
  convert: (raw: number) => number
}

const perSecond = (raw: number) => raw / COUNTER_SAMPLE_S
const counts = (noun: string) => () => countUnit(noun, { perSecond: true })
const bytes = (max: number) => bytesUnit(max, { perSecond: true })

/** CPU utilization of all the instance's vCPUs together, by state: 100% is every vCPU busy all the time. */
export function cpuChart(ncpus: number, state: CpuState | 'all'): InstanceChartDef {
  const label = CPU_STATES.find((s) => s.value === state)?.label
  return {
    id: `cpu-${state}`,
    title: label ? `CPU utilization: ${label.toLowerCase()}` : 'CPU utilization',
    parts: [{ metric: 'virtual_machine:vcpu_usage', label: label ?? 'CPU' }],
    unit: percentUnit,
    groupBy: state === 'all' ? 'state' : undefined,
    convert: (ns) => (ns / (VCPU_SAMPLE_S * 1e9 * Math.max(1, ncpus))) * 100,
  }
}

export const DISK_CHARTS: InstanceChartDef[] = [
  {
    id: 'reads',
    title: 'Reads',
    parts: [{ metric: 'virtual_disk:reads', label: 'Reads' }],
    unit: counts('reads'),
    convert: perSecond,
  },
  {
    id: 'writes',
    title: 'Writes',
    parts: [{ metric: 'virtual_disk:writes', label: 'Writes' }],
    unit: counts('writes'),
    convert: perSecond,
  },
  {
    id: 'bytes-read',
    title: 'Bytes read',
    parts: [{ metric: 'virtual_disk:bytes_read', label: 'Read' }],
    unit: bytes,
    convert: perSecond,
  },
  {
    id: 'bytes-written',
    title: 'Bytes written',
    parts: [{ metric: 'virtual_disk:bytes_written', label: 'Written' }],
    unit: bytes,
    convert: perSecond,
  },
  {
    id: 'flushes',
    title: 'Flushes',
    parts: [{ metric: 'virtual_disk:flushes', label: 'Flushes' }],
    unit: counts('flushes'),
    convert: perSecond,
  },
  {
    id: 'errors',
    title: 'Errors',
    parts: [
      { metric: 'virtual_disk:failed_reads', label: 'Failed reads' },
      { metric: 'virtual_disk:failed_writes', label: 'Failed writes' },
      { metric: 'virtual_disk:failed_flushes', label: 'Failed flushes' },
    ],
    unit: counts('errors'),
    convert: perSecond,
  },
]

export const NETWORK_CHARTS: InstanceChartDef[] = [
  {
    id: 'bytes',
    title: 'Bytes',
    parts: [
      { metric: 'instance_network_interface:bytes_received', label: 'Received' },
      { metric: 'instance_network_interface:bytes_sent', label: 'Sent' },
    ],
    unit: bytes,
    convert: perSecond,
  },
  {
    id: 'packets',
    title: 'Packets',
    parts: [
      { metric: 'instance_network_interface:packets_received', label: 'Received' },
      { metric: 'instance_network_interface:packets_sent', label: 'Sent' },
    ],
    unit: counts('packets'),
    convert: perSecond,
  },
  {
    id: 'drops',
    title: 'Drops',
    parts: [
      { metric: 'instance_network_interface:drops_received', label: 'Received' },
      { metric: 'instance_network_interface:drops_sent', label: 'Sent' },
    ],
    unit: counts('packets dropped'),
    convert: perSecond,
  },
]

/** What a chart is about: the instance (all its disks or interfaces), or one disk or interface of it. */
export type MetricTarget =
  | { kind: 'cpu'; instanceId: string; state: CpuState | 'all' }
  | { kind: 'disk'; instanceId: string; diskId: string | null }
  | { kind: 'network'; instanceId: string; interfaceId: string | null }

function filtersFor(target: MetricTarget): OxqlFilters {
  if (target.kind === 'cpu') {
    return target.state === 'all'
      ? { instance_id: target.instanceId }
      : { instance_id: target.instanceId, state: target.state }
  }
  if (target.kind === 'disk') {
    return target.diskId ? { disk_id: target.diskId } : { attached_instance_id: target.instanceId }
  }
  return target.interfaceId ? { interface_id: target.interfaceId } : { instance_id: target.instanceId }
}

/** The OxQL queries that draw a chart over [start, end), one per line, summed on the server. */
export function chartQueries(
  def: InstanceChartDef,
  target: MetricTarget,
  range: { start: number; end: number; window: number },
): string[] {
  return def.parts.map((part) => {
    const spec: OxqlQuerySpec = {
      metric: part.metric,
      ...range,
      filters: filtersFor(target),
      // every vCPU, disk or interface in one line (or one line per state)
      groupBy: def.groupBy ? [def.groupBy] : [],
    }
    return oxqlQuery(spec)
  })
}

/** The answers to `chartQueries` as chart lines: converted, with gaps where windows are missing. */
export function chartSeries(
  def: InstanceChartDef,
  tables: (OxqlTableLike | undefined)[],
  window: number,
): ChartSeries[] {
  const convert = (points: ChartPoint[]) =>
    withGaps(points, window).map((p) => ({ t: p.t, v: p.v === null ? null : def.convert(p.v) }))
  if (def.groupBy) {
    const groups = sumTable(tables[0], def.groupBy)
    // every state in a fixed order, so colors and dashes mean the same on every refresh
    return CPU_STATES.flatMap(({ value, label }) => {
      const points = groups.get(value)
      return points ? [{ id: value, label, points: convert(points) }] : []
    })
  }
  return def.parts.map((part, i) => ({
    id: part.metric,
    label: part.label,
    points: convert(sumTable(tables[i]).get('') ?? []),
  }))
}

/** The largest value drawn, to pick the axis's unit. */
export const largest = (series: ChartSeries[]) =>
  Math.max(0, ...series.flatMap((x) => x.points.map((p) => p.v ?? 0)))
