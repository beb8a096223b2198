import { usePrefetchedApiQuery } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import type { RouteHandle } from '~/components/route-handle'
import { switchPortList } from '~/pages/system/networking/queries'
import { EmptyState } from '~/ui/EmptyState'
import { SwitchIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { PortLinkCell, PortLinkValueCell, PortNeighborCell, PortSettingsCell } from './PortCells'
import { comparePorts, portLabel, selectorOf } from './port-names'
import s from './ports.module.css'

export const handle: RouteHandle = { crumb: 'Ports' }

const PORT_SORT = { key: 'port', compare: comparePorts }

const columns = (manyRacks: boolean): LocalColumn<SwitchPort>[] => [
  {
    header: 'Port',
    sort: PORT_SORT,
    cell: (port) => (
      <Link to={pb.switchPort(selectorOf(port))} className={`mono ${s.nowrap}`}>
        {portLabel(selectorOf(port))}
      </Link>
    ),
  },
  // a rack has two switches; the rack is worth a column only when there is more than one
  ...(manyRacks
    ? [{ header: 'Rack', cell: (port: SwitchPort) => <span className="mono">{port.rackId}</span> }]
    : []),
  { header: 'Link', cell: (port) => <PortLinkCell port={port} /> },
  { header: 'Speed', cell: (port) => <PortLinkValueCell port={port} value="speed" /> },
  { header: 'FEC', cell: (port) => <PortLinkValueCell port={port} value="fec" /> },
  { header: 'Autoneg', cell: (port) => <PortLinkValueCell port={port} value="autoneg" /> },
  { header: 'Settings', cell: (port) => <PortSettingsCell port={port} /> },
  { header: 'LLDP neighbour', cell: (port) => <PortNeighborCell port={port} /> },
]

/**
 * The rack's switch ports, by switch and port number: each port's link, the speed, FEC and autonegotiation its
 * settings ask for, the settings themselves and the device its LLDP hears at the other end of the cable.
 */
export default function PortsTab() {
  const read = usePrefetchedApiQuery(switchPortList().all())
  const ports = read.data.items
  const manyRacks = new Set(ports.map((p) => p.rackId)).size > 1
  return (
    <>
      <p className={s.note}>
        A port's link comes up once settings are applied to it. Speed, FEC and autonegotiation are what its
        settings ask for; a port's page shows what its switch reports.
      </p>
      <LocalTable
        rows={ports}
        read={read}
        label="Switch ports"
        columns={columns(manyRacks)}
        defaultSort={PORT_SORT.key}
        rowKey={(port) => port.id}
        rowLabel={(port) => `port ${portLabel(selectorOf(port))}`}
        emptyState={
          <EmptyState
            icon={<SwitchIcon />}
            title="No switch ports"
            body="The rack's switches report no ports yet."
          />
        }
      />
    </>
  )
}
