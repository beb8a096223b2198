import { usePrefetchedApiQuery } from '~/api'
import { Link } from '~/components/Link'
import { RelativeTime } from '~/components/RelativeTime'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { FLEET_USABLE_FRACTION, type FleetCapacity } from '~/util/fleet-capacity'
import { formatBytes, formatPercent } from '~/util/format'
import { CONSOLE_LOCALE } from '~/util/locale'
import { pb } from '~/util/paths'
import s from './inventory.module.css'
import { physicalDiskList, rackList, sledList, switchList } from './queries'
import { breakdown, type RackSummary as Summary, summarizeRacks } from './rack-summary'

const threads = new Intl.NumberFormat(CONSOLE_LOCALE)

function switchesText(summary: Summary) {
  if (summary.switches.length === 0) return 'None'
  return `${summary.switches.length}: ${summary.switches.map((sw) => sw.baseboard.serial).join(', ')}`
}

/** The capacity the sleds in service give, as the utilization page derives it. */
function CapacityText({ capacity }: { capacity: FleetCapacity }) {
  const { cpus, memory, storage, from } = capacity
  return (
    <>
      {threads.format(cpus)} vCPUs, {formatBytes(memory)} of memory and {formatBytes(storage)} of storage:{' '}
      {formatPercent(FLEET_USABLE_FRACTION * 100)} of the {threads.format(from.sleds)}{' '}
      {from.sleds === 1 ? 'sled' : 'sleds'} in service (
      <Link to={pb.systemUtilization()}>how it is derived</Link>)
    </>
  )
}

function RackProperties({ summary }: { summary: Summary }) {
  const { rack, sleds, disks } = summary
  return (
    <PropertyList
      properties={[
        ['Rack ID', <CopyableId key="id" id={rack.id} label="Copy rack ID" />],
        ['Set up', <RelativeTime key="created" date={rack.timeCreated} />],
        [
          'Sleds',
          breakdown(sleds.total, [
            ['provisionable', sleds.provisionable],
            ['non-provisionable', sleds.nonProvisionable],
            ['expunged', sleds.expunged],
          ]),
        ],
        [
          'Physical disks',
          breakdown(disks.total, [
            ['in service', disks.inService],
            ['expunged', disks.expunged],
          ]),
        ],
        ['Hardware threads', `${threads.format(summary.threads)} usable in service`],
        ['RAM', `${formatBytes(summary.ram)} usable in service`],
        ['Capacity', <CapacityText key="capacity" capacity={summary.capacity} />],
        ['Switches', switchesText(summary)],
      ]}
    />
  )
}

/** Each rack at a glance, above the sled and disk tables: what it holds and what of it is in service. */
export function RackSummary() {
  const { data: racks } = usePrefetchedApiQuery(rackList().all())
  const { data: sleds } = usePrefetchedApiQuery(sledList().all())
  const { data: disks } = usePrefetchedApiQuery(physicalDiskList().all())
  const { data: switches } = usePrefetchedApiQuery(switchList().all())
  const summaries = summarizeRacks(racks.items, sleds.items, disks.items, switches.items)
  if (summaries.length === 0) return <p className={s.note}>No rack has been set up yet.</p>
  return (
    <>
      {summaries.map((summary) => (
        <section key={summary.rack.id} className={s.section} aria-label={`Rack ${summary.rack.id}`}>
          <RackProperties summary={summary} />
        </section>
      ))}
    </>
  )
}
