import { usePrefetchedApiQuery } from '~/api'
import type { Switch } from '~/api/__generated__/Api'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import { RelativeTime } from '~/components/RelativeTime'
import { switchList } from '~/pages/system/networking/queries'
import { EmptyState } from '~/ui/EmptyState'
import { SwitchIcon } from '~/ui/icons/resource-icons'
import { CONSOLE_LOCALE } from '~/util/locale'
import s from './switches.module.css'

const natural = new Intl.Collator(CONSOLE_LOCALE, { numeric: true })
const SERIAL_SORT = {
  key: 'serial',
  compare: (a: Switch, b: Switch) =>
    natural.compare(a.rackId, b.rackId) || natural.compare(a.baseboard.serial, b.baseboard.serial),
}

const columns: LocalColumn<Switch>[] = [
  { header: 'Serial', sort: SERIAL_SORT, cell: (sw) => <span className="mono">{sw.baseboard.serial}</span> },
  {
    header: 'Part',
    cell: (sw) => (
      <>
        <span className={`mono ${s.nowrap}`}>{sw.baseboard.part}</span>{' '}
        <span className={s.nowrap}>revision {sw.baseboard.revision}</span>
      </>
    ),
  },
  { header: 'Rack', cell: (sw) => <span className="mono">{sw.rackId}</span> },
  { header: 'ID', cell: (sw) => <span className="mono">{sw.id}</span> },
  { header: 'Added', cell: (sw) => <RelativeTime date={sw.timeCreated} /> },
]

/** The rack's switches, each with its baseboard (serial, part, revision) and its rack. */
export default function SwitchesTab() {
  const read = usePrefetchedApiQuery(switchList().all())
  return (
    <>
      <LocalTable
        rows={read.data.items}
        read={read}
        label="Switches"
        columns={columns}
        defaultSort={SERIAL_SORT.key}
        rowKey={(sw) => sw.id}
        rowLabel={(sw) => `switch ${sw.baseboard.serial}`}
        emptyState={
          <EmptyState
            icon={<SwitchIcon />}
            title="No switches"
            body="The rack reports no switches yet: they appear once the rack is set up."
          />
        }
      />
      <p className={s.note}>
        A rack holds two switches, one in its upper slot (switch0) and one in its lower slot (switch1). The
        API does not say which switch sits in which slot: the Ports tab names each port by its slot.
      </p>
    </>
  )
}
