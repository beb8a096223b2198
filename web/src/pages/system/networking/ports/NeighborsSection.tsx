import { useApiQuery } from '~/api'
import { RelativeTime } from '~/components/RelativeTime'
import { type PortSelector, portLldpNeighbors } from '~/pages/system/networking/queries'
import { SectionProblem } from '~/pages/system/networking/SectionProblem'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { lastHeard, managementAddresses } from './neighbor-format'
import s from './ports.module.css'

/**
 * The devices the port hears over LLDP: what each says of itself (its name, the port of its own the cable
 * reaches, where it is managed) and when it was last heard. LLDP needs no settings on the port to be heard.
 */
export function NeighborsSection({ selector }: { selector: PortSelector }) {
  const { data, error } = useApiQuery(portLldpNeighbors(selector).all())
  return (
    <section className={s.section} aria-labelledby="port-neighbors">
      <SectionHeading id="port-neighbors">LLDP neighbours</SectionHeading>
      {!data ? (
        <SectionProblem what="the port's LLDP neighbours" error={error} />
      ) : data.items.length === 0 ? (
        <p className={s.note}>
          None heard: nothing is plugged into the port, or the device at the other end does not speak LLDP.
        </p>
      ) : (
        <Table aria-label="LLDP neighbours">
          <THead>
            <Tr>
              <Th>System name</Th>
              <Th>Port</Th>
              <Th>Management address</Th>
              <Th>Chassis ID</Th>
              <Th>System description</Th>
              <Th>Last heard</Th>
            </Tr>
          </THead>
          <TBody>
            {data.items.map((n) => (
              <Tr key={n.chassisId}>
                <Td className="mono">{n.systemName || 'Not given'}</Td>
                <Td>
                  <span className="mono">{n.linkName}</span>
                  {n.linkDescription && <span className={s.secondary}> {n.linkDescription}</span>}
                </Td>
                <Td className="mono">{managementAddresses(n).join(', ') || 'Not given'}</Td>
                <Td className="mono">{n.chassisId}</Td>
                <Td>{n.systemDescription || 'Not given'}</Td>
                <Td>
                  <RelativeTime date={lastHeard(n)} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
