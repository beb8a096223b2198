import { useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { gatewayPanelLists } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { SideModal } from '~/ui/SideModal'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'
import { AttachAddressDialog } from './AttachAddressDialog'
import { AttachPoolDialog } from './AttachPoolDialog'
import { GatewayRoutesSection } from './GatewayRoutesSection'

export const handle = paramsHandle(['gateway'], { crumb: (p) => p.gateway })

type Dialog = 'pool' | 'address' | null

function DetachButton({
  label,
  onPress,
  disabledReason,
}: {
  label: string
  onPress: () => void
  disabledReason: string | undefined
}) {
  return (
    <PlainButton
      variant="ghost"
      size="sm"
      onClick={onPress}
      aria-label={label}
      disabledReason={disabledReason}
    >
      Detach
    </PlainButton>
  )
}

/** A gateway's side panel: its properties, the pools and addresses attached to it, and the routes to it. */
export default function GatewayPanel() {
  const selector = useRequiredParams('project', 'vpc', 'gateway')
  const roleReason = useProjectReason(selector.project, 'networking')
  const { project, vpc } = selector
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [gatewayQuery, poolsQuery, addressesQuery, siloPoolsQuery] = gatewayPanelLists(selector)
  const { data: gateway } = usePrefetchedApiQuery(gatewayQuery)
  const { data: pools } = usePrefetchedApiQuery(poolsQuery)
  const { data: addresses } = usePrefetchedApiQuery(addressesQuery)
  const { data: siloPools } = usePrefetchedApiQuery(siloPoolsQuery)
  const poolName = (link: InternetGatewayIpPool) =>
    siloPools.items.find((p) => p.id === link.ipPoolId)?.name ?? link.name
  const close = () => navigate(pb.vpcInternetGateways({ project, vpc }))

  const detachPool = useApiMutation('internetGatewayIpPoolDelete', {
    onSuccess: () => invalidate('internetGatewayIpPoolList'),
  })
  const detachAddress = useApiMutation('internetGatewayIpAddressDelete', {
    onSuccess: () => invalidate('internetGatewayIpAddressList'),
  })
  const confirmDetachPool = (link: InternetGatewayIpPool) =>
    confirmAction({
      title: 'Detach IP pool',
      body: `Detach IP pool ${poolName(link)} from internet gateway ${gateway.name}?`,
      actionLabel: 'Detach',
      errorTitle: 'Could not detach IP pool',
      successTitle: `IP pool ${poolName(link)} detached`,
      request: detachPool.prepare({ path: { pool: link.id } }),
    })
  const confirmDetachAddress = (address: InternetGatewayIpAddress) =>
    confirmAction({
      title: 'Detach IP address',
      body: `Detach IP address ${address.address} from internet gateway ${gateway.name}?`,
      actionLabel: 'Detach',
      errorTitle: 'Could not detach IP address',
      successTitle: `IP address ${address.address} detached`,
      request: detachAddress.prepare({ path: { address: address.id } }),
    })

  return (
    <>
      <SideModal
        isOpen
        title="Internet gateway"
        subtitle={<span className="mono">{gateway.name}</span>}
        onOpenChange={(open) => !open && close()}
        footer={
          <PlainButton variant="secondary" onClick={close}>
            Close
          </PlainButton>
        }
      >
        <div className={s.panel}>
          <PropertyList
            layout="list"
            properties={[
              ['Description', gateway.description || '—'],
              ['ID', <CopyableId key="id" id={gateway.id} label="Copy internet gateway ID" />],
              ['Created', <RelativeTime key="created" date={gateway.timeCreated} />],
              ['Modified', <RelativeTime key="modified" date={gateway.timeModified} />],
            ]}
          />

          <section className={s.section} aria-labelledby="gateway-pools-heading">
            <div className={s.sectionHeader}>
              <SectionHeading level={3} id="gateway-pools-heading">
                IP pools
              </SectionHeading>
              <PlainButton
                variant="secondary"
                size="sm"
                disabledReason={roleReason}
                onClick={() => setDialog('pool')}
              >
                Attach IP pool
              </PlainButton>
            </div>
            {pools.items.length === 0 ? (
              <p className={s.note}>No IP pool is attached.</p>
            ) : (
              <Table aria-label="IP pools attached to this gateway">
                <THead>
                  <Tr>
                    <Th>Pool</Th>
                    <Th>Attached as</Th>
                    <Th actions>
                      <span className="visually-hidden">Actions</span>
                    </Th>
                  </Tr>
                </THead>
                <TBody>
                  {pools.items.map((link) => (
                    <Tr key={link.id}>
                      <Td className="mono">{poolName(link)}</Td>
                      <Td className="mono">{link.name}</Td>
                      <Td actions>
                        <DetachButton
                          disabledReason={roleReason}
                          label={`Detach IP pool ${poolName(link)}`}
                          onPress={() => confirmDetachPool(link)}
                        />
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            )}
          </section>

          <section className={s.section} aria-labelledby="gateway-addresses-heading">
            <div className={s.sectionHeader}>
              <SectionHeading level={3} id="gateway-addresses-heading">
                IP addresses
              </SectionHeading>
              <PlainButton
                variant="secondary"
                size="sm"
                disabledReason={roleReason}
                onClick={() => setDialog('address')}
              >
                Attach IP address
              </PlainButton>
            </div>
            {addresses.items.length === 0 ? (
              <p className={s.note}>No single IP address is attached.</p>
            ) : (
              <Table aria-label="IP addresses attached to this gateway">
                <THead>
                  <Tr>
                    <Th>Address</Th>
                    <Th>Name</Th>
                    <Th actions>
                      <span className="visually-hidden">Actions</span>
                    </Th>
                  </Tr>
                </THead>
                <TBody>
                  {addresses.items.map((address) => (
                    <Tr key={address.id}>
                      <Td className="mono">{address.address}</Td>
                      <Td className="mono">{address.name}</Td>
                      <Td actions>
                        <DetachButton
                          disabledReason={roleReason}
                          label={`Detach IP address ${address.address}`}
                          onPress={() => confirmDetachAddress(address)}
                        />
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            )}
          </section>

          <GatewayRoutesSection {...selector} />
        </div>
      </SideModal>
      {dialog === 'pool' && (
        <AttachPoolDialog
          selector={selector}
          pools={siloPools.items}
          attachedIds={new Set(pools.items.map((p) => p.ipPoolId))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'address' && <AttachAddressDialog selector={selector} onClose={() => setDialog(null)} />}
    </>
  )
}
