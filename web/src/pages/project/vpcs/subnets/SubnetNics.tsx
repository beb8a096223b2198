import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { Badge } from '~/ui/Badge'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'

type Props = {
  project: string
  nics: readonly InstanceNetworkInterface[]
  /** Instance names by id. */
  instances: Map<string, string>
}

/** The network interfaces in a subnet, each with the instance it belongs to. */
export function SubnetNics({ project, nics, instances }: Props) {
  return (
    <section aria-labelledby="subnet-nics-heading" className={s.section}>
      <SectionHeading level={3} id="subnet-nics-heading">
        Network interfaces
      </SectionHeading>
      {nics.length === 0 ? (
        <p className={s.note}>No network interfaces are in this subnet, so it can be deleted.</p>
      ) : (
        <>
          <p className={s.note}>While any are here, the subnet cannot be deleted.</p>
          <Table aria-label="Network interfaces in this subnet">
            <THead>
              <Tr>
                <Th>Instance</Th>
                <Th>Interface</Th>
                <Th>IP address</Th>
              </Tr>
            </THead>
            <TBody>
              {nics.map((nic) => {
                const instance = instances.get(nic.instanceId)
                return (
                  <Tr key={nic.id}>
                    <Td>
                      {instance ? (
                        <Link to={pb.instanceNetworking({ project, instance })} className="mono">
                          {instance}
                        </Link>
                      ) : (
                        <span className="mono">{nic.instanceId}</span>
                      )}
                    </Td>
                    <Td>
                      <span className="mono">{nic.name}</span> {nic.primary && <Badge>primary</Badge>}
                    </Td>
                    <Td>
                      <span className="mono">{nic.ip}</span>
                    </Td>
                  </Tr>
                )
              })}
            </TBody>
          </Table>
        </>
      )}
    </section>
  )
}
