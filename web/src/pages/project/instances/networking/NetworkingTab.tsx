import { useState } from 'react'
import { invalidate, useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { instanceDisabledReason } from '~/components/instance-state'
import { lazyComponent } from '~/components/lazy-component'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { INSTANCE_MAX_NICS } from '~/pages/project/instances/instance-sizes'
import { instanceNicList } from '~/pages/project/instances/queries'
import s from '~/pages/project/instances/tab.module.css'
import { vpcSubnetView, vpcView } from '~/pages/project/vpcs/queries'
import { Badge } from '~/ui/Badge'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { ExternalIpsSection } from './ExternalIpsSection'
import { FirewallRulesSection } from './FirewallRulesSection'

const NicCreateForm = lazyComponent(() => import('./NicCreateForm'), 'NicCreateForm')
const NicEditForm = lazyComponent(() => import('./NicEditForm'), 'NicEditForm')

export const handle: RouteHandle = { crumb: 'Networking' }

/** `net0`, `net1`…: the first such name the instance does not use yet. */
function nextNicName(nics: InstanceNetworkInterface[]) {
  const taken = new Set(nics.map((n) => n.name))
  let i = 0
  while (taken.has(`net${i}`)) i++
  return `net${i}`
}

function VpcName({ id }: { id: string }) {
  const { data } = useApiQuery(vpcView(id))
  return <span className="mono">{data?.name ?? '…'}</span>
}

function SubnetName({ id }: { id: string }) {
  const { data } = useApiQuery(vpcSubnetView(id))
  return <span className="mono">{data?.name ?? '…'}</span>
}

export default function NetworkingTab() {
  const { project, instance } = useInstance()
  const { data } = usePrefetchedApiQuery(instanceNicList({ project, instance: instance.name }))
  const [dialog, setDialog] = useState<
    { kind: 'add' } | { kind: 'edit'; nic: InstanceNetworkInterface } | null
  >(null)
  const del = useApiMutation('instanceNetworkInterfaceDelete', {
    onSuccess: () => invalidate('instanceNetworkInterfaceList'),
  })

  const nics = data.items
  const stoppedReason =
    useProjectReason(project, 'compute') ??
    instanceDisabledReason('updateNic', instance.runState, 'have its network interfaces changed')
  const addReason =
    stoppedReason ??
    (nics.length >= INSTANCE_MAX_NICS
      ? `An instance can have at most ${INSTANCE_MAX_NICS} network interfaces`
      : undefined)
  const nicQuery = { project, instance: instance.name }

  const actionsFor = (nic: InstanceNetworkInterface): RequestItem[] => [
    {
      key: 'edit',
      label: 'Edit',
      disabledReason: stoppedReason,
      onAction: () => setDialog({ kind: 'edit', nic }),
    },
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      disabledReason:
        stoppedReason ??
        (nic.primary && nics.length > 1
          ? 'Make another interface primary before deleting this one'
          : undefined),
      request: () => del.prepare({ path: { interface: nic.name }, query: nicQuery }),
      confirm: {
        title: 'Delete network interface',
        body: `Are you sure you want to delete network interface ${nic.name}? Its address ${nic.ip} is released.`,
        actionLabel: 'Delete',
        errorTitle: 'Could not delete network interface',
        successTitle: `Network interface ${nic.name} deleted`,
      },
    }),
  ]

  return (
    <>
      <section className={s.section} aria-labelledby="nics-heading">
        <div className={s.sectionHeader}>
          <SectionHeading id="nics-heading">Network interfaces</SectionHeading>
          <PlainButton
            variant="secondary"
            disabledReason={addReason}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add network interface
          </PlainButton>
        </div>
        <Table aria-label="Network interfaces">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>IP address</Th>
              <Th>VPC</Th>
              <Th>Subnet</Th>
              <Th>MAC address</Th>
              <Th actions>
                <span className="visually-hidden">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {nics.length === 0 && (
              <Tr>
                <Td colSpan={6} className={s.emptyRow}>
                  No network interfaces. The instance has no private network.
                </Td>
              </Tr>
            )}
            {nics.map((nic) => (
              <Tr key={nic.id}>
                <Td>
                  <span className="mono">{nic.name}</span>{' '}
                  {nic.primary && <Badge color="info">primary</Badge>}
                </Td>
                <Td className="mono">{nic.ip}</Td>
                <Td>
                  <VpcName id={nic.vpcId} />
                </Td>
                <Td>
                  <SubnetName id={nic.subnetId} />
                </Td>
                <Td className="mono">{nic.mac}</Td>
                <Td actions>
                  <ActionMenu
                    label={`Actions for network interface ${nic.name}`}
                    items={withShowRequests(`network interface ${nic.name}`, actionsFor(nic))}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>
      <ExternalIpsSection project={project} instance={instance} />
      <FirewallRulesSection instance={instance} nics={nics} />
      {dialog?.kind === 'add' && (
        <NicCreateForm
          project={project}
          instance={instance.name}
          defaultName={nextNicName(nics)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <NicEditForm
          project={project}
          instance={instance.name}
          nic={dialog.nic}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  )
}
