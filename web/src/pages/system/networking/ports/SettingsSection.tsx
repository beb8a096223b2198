import { usePreloadedApiQuery } from '~/api'
import type { SwitchPortSettings } from '~/api/__generated__/Api'
import { portSettingsView } from '~/pages/system/networking/queries'
import { SectionProblem } from '~/pages/system/networking/SectionProblem'
import { PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatAutoneg, formatLinkFec, formatLinkSpeed } from './link-format'
import s from './ports.module.css'

function Links({ settings }: { settings: SwitchPortSettings }) {
  return (
    <Table aria-label="Links">
      <THead>
        <Tr>
          <Th>Link</Th>
          <Th numeric>MTU</Th>
          <Th>Speed</Th>
          <Th>FEC</Th>
          <Th>Autoneg</Th>
          <Th>LLDP</Th>
        </Tr>
      </THead>
      <TBody>
        {settings.links.map((link) => (
          <Tr key={link.linkName}>
            <Td className="mono">{link.linkName}</Td>
            <Td numeric>{link.mtu}</Td>
            <Td>{formatLinkSpeed(link.speed)}</Td>
            <Td>{formatLinkFec(link.fec)}</Td>
            <Td>{formatAutoneg(link.autoneg)}</Td>
            <Td>{link.lldpLinkConfig?.enabled ? 'On' : 'Off'}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}

const list = (items: string[]) =>
  items.length === 0 ? 'None' : <span className="mono">{items.join(', ')}</span>

/** Settings by what they set: the port's geometry, its links, addresses, routes and BGP peers. */
function SettingsProperties({ settings }: { settings: SwitchPortSettings }) {
  return (
    <>
      <PropertyList
        properties={[
          [
            'Name',
            <span key="name" className="mono">
              {settings.name}
            </span>,
          ],
          ['Description', settings.description || 'None'],
          [
            'Geometry',
            <span key="geometry" className="mono">
              {settings.port.geometry}
            </span>,
          ],
          ['Addresses', list(settings.addresses.map((a) => `${a.address} (${a.interfaceName})`))],
          ['Routes', list(settings.routes.map((r) => `${r.dst} via ${r.gw}`))],
          [
            'BGP peers',
            list(
              settings.bgpPeers.map((p) => (p.remoteAsn == null ? p.addr : `${p.addr} (AS ${p.remoteAsn})`)),
            ),
          ],
        ]}
      />
      <Links settings={settings} />
    </>
  )
}

/** The page's loader read the settings the port had; settings applied since are read here. */
function AppliedSettings({ id }: { id: string }) {
  const { data, error } = usePreloadedApiQuery(portSettingsView(id))
  return data ? (
    <SettingsProperties settings={data} />
  ) : (
    <SectionProblem what="the port's settings" error={error} />
  )
}

/** The settings applied to the port, or a word that there are none. */
export function SettingsSection({ settingsId }: { settingsId: string | null | undefined }) {
  return (
    <section className={s.section} aria-labelledby="port-settings">
      <SectionHeading id="port-settings">Settings</SectionHeading>
      {settingsId ? (
        <AppliedSettings id={settingsId} />
      ) : (
        <p className={s.note}>
          No settings are applied to this port. Apply settings to bring up a link on it: they say its speed,
          addresses, routes and BGP peers.
        </p>
      )}
    </section>
  )
}
