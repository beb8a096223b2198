import { useApiQuery } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { readLinkStatus } from '~/components/switch-ports/link-status'
import { portLldpNeighbors, portSettingsView, portStatus } from '~/pages/system/networking/queries'
import { Badge } from '~/ui/Badge'
import { LinkBadge } from './LinkBadge'
import { linkSummary } from './link-format'
import { NeighborSummary } from './NeighborSummary'
import { selectorOf } from './port-names'
import s from './ports.module.css'

// The cells of a port's row that need reads of their own: each row reads them once the table shows, so the table
// never waits for them, and a row that cannot read them says so alone.

/** A port without settings has no link: the switch has nothing to report, and nothing is asked. */
export function PortLinkCell({ port }: { port: SwitchPort }) {
  const { data, error } = useApiQuery(port.portSettingsId ? portStatus(selectorOf(port)) : null)
  if (!port.portSettingsId) return <Badge>no link</Badge>
  if (error) return <>Could not be read</>
  if (!data) return <>…</>
  return <LinkBadge status={readLinkStatus(data)} />
}

/** The settings applied to the port, read by id (rows with the same settings share one read). */
function useSettings(port: SwitchPort) {
  return useApiQuery(port.portSettingsId ? portSettingsView(port.portSettingsId) : null)
}

export function PortSettingsCell({ port }: { port: SwitchPort }) {
  const { data, error } = useSettings(port)
  if (!port.portSettingsId) return <>None</>
  if (error) return <span className="mono">{port.portSettingsId}</span>
  return data ? <span className="mono">{data.name}</span> : <>…</>
}

/** One of the first link's speed, FEC or autonegotiation, as the settings ask for it. */
export function PortLinkValueCell({ port, value }: { port: SwitchPort; value: 'speed' | 'fec' | 'autoneg' }) {
  const { data, error } = useSettings(port)
  if (!port.portSettingsId) return <>—</>
  if (error) return <>Could not be read</>
  if (!data) return <>…</>
  return <span className={s.nowrap}>{linkSummary(data.links[0])?.[value] ?? '—'}</span>
}

export function PortNeighborCell({ port }: { port: SwitchPort }) {
  const { data, error } = useApiQuery(portLldpNeighbors(selectorOf(port)).all())
  if (error) return <>Could not be read</>
  if (!data) return <>…</>
  const [first, ...others] = data.items
  if (!first) return <>None heard</>
  return <NeighborSummary neighbor={first} others={others.length} />
}
