import { useState } from 'react'
import { type ListQuery, useApiQuery, usePreloadedApiQuery } from '~/api'
import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { ReferenceName } from '~/components/row-references/ReferenceName'
import { referenceOf } from '~/components/row-references/reference'
import { instanceById } from '~/pages/project/instances/queries'
import { SUBNET_NICS_PAGE_SIZE } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'

type NicList = ListQuery<'vpcSubnetListNetworkInterfaces'>
type NicPage = { items: InstanceNetworkInterface[]; nextPage?: string | null }

type Props = {
  project: string
  /** The interfaces in the subnet, read a page at a time. */
  list: NicList
  /** Its first page, which the panel's loader read. */
  firstPage: NicPage
}

const pageOf = (list: NicList, pageToken: string) => list.page({ limit: SUBNET_NICS_PAGE_SIZE, pageToken })

/** One interface, with the instance it belongs to, read by its id (the loader's read for the first page). */
function NicRow({ project, nic }: { project: string; nic: InstanceNetworkInterface }) {
  const { data, error } = usePreloadedApiQuery(instanceById(nic.instanceId))
  return (
    <Tr>
      <Td>
        <ReferenceName
          id={nic.instanceId}
          reference={referenceOf(data, error)}
          noun="instance"
          to={(instance) => pb.instanceNetworking({ project, instance: instance.name })}
        />
      </Td>
      <Td>
        <span className="mono">{nic.name}</span> {nic.primary && <Badge>primary</Badge>}
      </Td>
      <Td>
        <span className="mono">{nic.ip}</span>
      </Td>
    </Tr>
  )
}

/** A page after the first, asked for with Show more. */
function LaterPage({ project, list, token }: { project: string; list: NicList; token: string }) {
  const { data, error } = useApiQuery(pageOf(list, token))
  if (error)
    return (
      <Tr>
        <Td colSpan={3}>Could not load more interfaces: {error.message}</Td>
      </Tr>
    )
  if (!data)
    return (
      <Tr>
        <Td colSpan={3}>
          <Spinner label="Loading more interfaces" />
        </Td>
      </Tr>
    )
  return data.items.map((nic) => <NicRow key={nic.id} project={project} nic={nic} />)
}

/**
 * The network interfaces in a subnet, each with the instance it belongs to: a page at a time, so what the panel
 * reads grows only as the user asks for more.
 */
export function SubnetNics({ project, list, firstPage }: Props) {
  // the tokens of the pages shown after the first, in order
  const [later, setLater] = useState<string[]>([])
  const last = useApiQuery(later.length > 0 ? pageOf(list, later[later.length - 1]) : null)
  const next = later.length > 0 ? last.data?.nextPage : firstPage.nextPage
  return (
    <section aria-labelledby="subnet-nics-heading" className={s.section}>
      <SectionHeading level={3} id="subnet-nics-heading">
        Network interfaces
      </SectionHeading>
      {firstPage.items.length === 0 ? (
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
              {firstPage.items.map((nic) => (
                <NicRow key={nic.id} project={project} nic={nic} />
              ))}
              {later.map((token) => (
                <LaterPage key={token} project={project} list={list} token={token} />
              ))}
            </TBody>
          </Table>
          {next && (
            <PlainButton variant="secondary" size="sm" onClick={() => setLater([...later, next])}>
              Show more interfaces
            </PlainButton>
          )}
        </>
      )}
    </section>
  )
}
