import { useState } from 'react'
import { useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { ExternalIp, Instance } from '~/api/__generated__/Api'
import { refreshExternalIps } from '~/components/external-ips'
import { lazyComponent } from '~/components/lazy-component'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import { floatingIpList, projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { instanceExternalIpList } from '~/pages/project/instances/queries'
import s from '~/pages/project/instances/tab.module.css'
import { Badge } from '~/ui/Badge'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'

const AttachEphemeralIpDialog = lazyComponent(
  () => import('./AttachEphemeralIpDialog'),
  'AttachEphemeralIpDialog',
)
const FloatingIpAttachDialog = lazyComponent(
  () => import('~/components/floating-ip-attach/FloatingIpAttachDialog'),
  'FloatingIpAttachDialog',
)

const KIND_LABEL: Record<ExternalIp['kind'], string> = {
  snat: 'SNAT',
  ephemeral: 'ephemeral',
  floating: 'floating',
}

/** Ephemeral and floating addresses: attach and detach. SNAT is listed for completeness, outbound only. */
export function ExternalIpsSection({ project, instance }: { project: string; instance: Instance }) {
  const { data } = usePrefetchedApiQuery(instanceExternalIpList({ project, instance: instance.name }))
  const { data: pools } = useApiQuery(projectIpPoolList().all())
  const [dialog, setDialog] = useState<'ephemeral' | 'floating' | null>(null)
  const detachEphemeral = useApiMutation('instanceEphemeralIpDetach', { onSuccess: refreshExternalIps })
  const detachFloating = useApiMutation('floatingIpDetach', { onSuccess: refreshExternalIps })

  const ips = data.items
  const poolName = (id: string) => pools?.items.find((p) => p.id === id)?.name ?? '…'
  const hasEphemeral = ips.some((ip) => ip.kind === 'ephemeral')
  const roleReason = useProjectReason(project, 'compute')

  const actionsFor = (ip: ExternalIp): RequestItem[] => {
    if (ip.kind === 'snat') {
      const reason = 'The SNAT address carries outbound traffic and cannot be detached'
      return [{ key: 'detach', label: 'Detach', disabledReason: reason, onAction: () => {} }]
    }
    const request = () =>
      ip.kind === 'ephemeral'
        ? detachEphemeral.prepare({ path: { instance: instance.name }, query: { project } })
        : detachFloating.prepare({ path: { floatingIp: ip.name }, query: { project } })
    const what = ip.kind === 'ephemeral' ? `ephemeral IP ${ip.ip}` : `floating IP ${ip.name} (${ip.ip})`
    return [
      confirmItem({
        key: 'detach',
        label: 'Detach',
        danger: true,
        disabledReason: roleReason,
        request,
        confirm: {
          title: 'Detach external IP',
          body: `Are you sure you want to detach ${what} from ${instance.name}? Connections to it will stop.${
            ip.kind === 'ephemeral' ? ' The address goes back to its pool.' : ''
          }`,
          actionLabel: 'Detach',
          errorTitle: 'Could not detach external IP',
          successTitle: `${ip.kind === 'ephemeral' ? 'Ephemeral' : 'Floating'} IP ${ip.ip} detached`,
        },
      }),
    ]
  }

  return (
    <section className={s.section} aria-labelledby="external-ips-heading">
      <div className={s.sectionHeader}>
        <SectionHeading id="external-ips-heading">External IPs</SectionHeading>
        <div className={s.sectionActions}>
          <PlainButton
            variant="secondary"
            disabledReason={
              roleReason ?? (hasEphemeral ? 'The instance already has an ephemeral IP' : undefined)
            }
            onClick={() => setDialog('ephemeral')}
          >
            Attach ephemeral IP
          </PlainButton>
          <PlainButton variant="secondary" disabledReason={roleReason} onClick={() => setDialog('floating')}>
            Attach floating IP
          </PlainButton>
        </div>
      </div>
      <Table aria-label="External IPs">
        <THead>
          <Tr>
            <Th>IP address</Th>
            <Th>Kind</Th>
            <Th>Name</Th>
            <Th>Pool</Th>
            <Th actions>
              <span className="visually-hidden">Actions</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {ips.map((ip) => (
            <Tr key={`${ip.kind}-${ip.ip}`}>
              <Td className="mono">{ip.ip}</Td>
              <Td>
                <Badge color={ip.kind === 'snat' ? 'neutral' : 'info'}>{KIND_LABEL[ip.kind]}</Badge>
              </Td>
              <Td>{ip.kind === 'floating' ? <span className="mono">{ip.name}</span> : '—'}</Td>
              <Td className="mono">{poolName(ip.ipPoolId)}</Td>
              <Td actions>
                <ActionMenu
                  label={`Actions for external IP ${ip.ip}`}
                  items={withShowRequests(`external IP ${ip.ip}`, actionsFor(ip))}
                />
              </Td>
            </Tr>
          ))}
          {ips.length === 0 && (
            <Tr>
              <Td colSpan={5} className={s.emptyRow}>
                No external IPs.
              </Td>
            </Tr>
          )}
        </TBody>
      </Table>
      {dialog === 'ephemeral' && (
        <AttachEphemeralIpDialog project={project} instance={instance.name} onClose={() => setDialog(null)} />
      )}
      {dialog === 'floating' && (
        <FloatingIpAttachDialog
          project={project}
          instance={instance.name}
          floatingIps={floatingIpList(project)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}
