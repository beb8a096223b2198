import { useApiMutation } from '~/api'
import type { FloatingIp, Instance } from '~/api/__generated__/Api'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import { deleteConfirm } from '~/components/confirm-delete'
import { refreshExternalIps } from '~/components/external-ips'
import { floatingIpDetachReason } from '~/components/floating-ip-attach/attach-rules'
import { useOpenOverList } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { pb } from '~/util/paths'

type Options = {
  project: string
  onAttach: (floatingIp: FloatingIp) => void
  /** Asks for the attach dialog's code, as a row menu opens. */
  preloadAttach?: () => void
}

/** The row actions the floating IP list also offers for many selected addresses at once. */
export const FLOATING_IP_BULK_ACTIONS: BulkActions = {
  noun: { one: 'floating IP', many: 'floating IPs' },
  actions: [
    { key: 'detach', label: 'Detach', done: 'detached', doing: 'Detaching' },
    { key: 'delete', label: 'Delete', done: 'deleted', doing: 'Deleting' },
  ],
}

/**
 * Row actions of the floating IP list: each says why it is unavailable rather than failing at the API. Each
 * address comes with the instance it is attached to, when that has been read, to name it and to check that it
 * can let the address go.
 */
export function useFloatingIpActions({ project, onAttach, preloadAttach }: Options) {
  const openOverList = useOpenOverList()
  const del = useApiMutation('floatingIpDelete', { onSuccess: refreshExternalIps })
  const detach = useApiMutation('floatingIpDetach', { onSuccess: refreshExternalIps })

  const roleReason = useProjectReason(project, 'compute')
  const itemsFor = (fip: FloatingIp, instance: Instance | undefined): RequestItem[] => {
    const instanceName = instance?.name ?? fip.instanceId ?? ''
    const attached = Boolean(fip.instanceId)
    return [
      {
        key: 'edit',
        label: 'Edit',
        onAction: () => openOverList(pb.floatingIpEdit({ project, floatingIp: fip.name })),
      },
      {
        key: 'attach',
        label: 'Attach to instance',
        disabledReason: attached ? `Already attached to ${instanceName}; detach it first` : undefined,
        onAction: () => onAttach(fip),
        preload: preloadAttach,
      },
      confirmItem({
        key: 'detach',
        label: 'Detach',
        disabledReason: !attached
          ? 'Not attached to an instance'
          : instance && floatingIpDetachReason(instance.runState),
        request: () => detach.prepare({ path: { floatingIp: fip.name }, query: { project } }),
        confirm: {
          title: 'Detach floating IP',
          body: `Detach floating IP ${fip.name} (${fip.ip}) from instance ${instanceName}? The instance will no longer be reachable at ${fip.ip}.`,
          actionLabel: 'Detach',
          errorTitle: 'Could not detach floating IP',
          successTitle: `Floating IP ${fip.name} detached from ${instanceName}`,
        },
      }),
      confirmItem({
        key: 'delete',
        label: 'Delete',
        danger: true,
        disabledReason: attached
          ? `A floating IP cannot be deleted while it is attached; detach it from ${instanceName} first`
          : undefined,
        request: () => del.prepare({ path: { floatingIp: fip.name }, query: { project } }),
        confirm: deleteConfirm({
          kind: 'floating IP',
          name: fip.name,
          extra: `Its address ${fip.ip} goes back to the pool.`,
        }),
      }),
    ]
  }
  return (fip: FloatingIp, instance: Instance | undefined) => gateItems(itemsFor(fip, instance), roleReason)
}
