import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import { deleteConfirm } from '~/components/confirm-delete'
import { INSTANCE_ACTION_STATES, instanceCan, instanceDisabledReason } from '~/components/instance-state'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem, sendItem } from '~/components/show-request/request-items'
import { statesText } from '~/components/state-rules'
import { pb } from '~/util/paths'

export type InstanceActionKey = 'start' | 'stop' | 'reboot' | 'serial-console' | 'delete'
export type InstanceActionItem = RequestItem & { key: InstanceActionKey }

/** The run-state actions the instance list also offers for many selected instances at once. */
export const INSTANCE_BULK_ACTIONS: BulkActions<InstanceActionKey> = {
  noun: { one: 'instance', many: 'instances' },
  actions: [
    { key: 'start', label: 'Start', done: 'started', doing: 'Starting' },
    { key: 'stop', label: 'Stop', done: 'stopped', doing: 'Stopping' },
    { key: 'reboot', label: 'Reboot', done: 'rebooted', doing: 'Rebooting' },
    { key: 'delete', label: 'Delete', done: 'deleted', doing: 'Deleting' },
  ],
}

export const serialConsoleDisabledReason = (instance: Pick<Instance, 'runState'>) =>
  instanceCan.serialConsole(instance.runState)
    ? undefined
    : `The serial console is available while the instance is ${statesText(INSTANCE_ACTION_STATES.serialConsole)}`

/** After a change to the groups an instance is in: its own list and the groups' member lists. */
export function refreshAntiAffinityGroups() {
  invalidate('instanceAntiAffinityGroupList')
  invalidate('antiAffinityGroupMemberList')
}

/** Every list and page that shows an instance re-reads it after an action. */
export function refreshInstances() {
  invalidate('instanceList')
  invalidate('instanceView')
}

/**
 * The run-state actions shared by the instance list's row menu and the instance page header. Each is offered in
 * every state and disabled with the reason when the instance's state does not allow it; stop, reboot and delete ask first.
 */
export function useInstanceActions(project: string, { onDeleted }: { onDeleted?: () => void } = {}) {
  const navigate = useNavigate()
  const roleReason = useProjectReason(project, 'compute')
  const start = useApiMutation('instanceStart', { onSuccess: refreshInstances })
  const stop = useApiMutation('instanceStop', { onSuccess: refreshInstances })
  const reboot = useApiMutation('instanceReboot', { onSuccess: refreshInstances })
  const del = useApiMutation('instanceDelete', {
    onSuccess: () => {
      // the instance itself is not read again: it is gone, and its page, if that is where it went, is left
      invalidate('instanceList')
      invalidate('diskList')
      onDeleted?.()
    },
  })

  const params = (i: Instance) => ({ path: { instance: i.name }, query: { project } })

  const allActionsFor = (i: Instance): InstanceActionItem[] => [
    sendItem({
      key: 'start',
      label: 'Start',
      disabledReason: instanceDisabledReason('start', i.runState, 'be started'),
      request: () => start.prepare(params(i)),
      report: { successTitle: `Starting instance ${i.name}`, errorTitle: 'Could not start instance' },
    }),
    confirmItem({
      key: 'stop',
      label: 'Stop',
      disabledReason: instanceDisabledReason('stop', i.runState, 'be stopped'),
      request: () => stop.prepare(params(i)),
      confirm: {
        title: 'Stop instance',
        body: `Are you sure you want to stop ${i.name}? It keeps its disks and IP addresses; its vCPUs and memory are released until it starts again.`,
        actionLabel: 'Stop',
        errorTitle: 'Could not stop instance',
        successTitle: `Stopping instance ${i.name}`,
      },
    }),
    confirmItem({
      key: 'reboot',
      label: 'Reboot',
      disabledReason: instanceDisabledReason('reboot', i.runState, 'be rebooted'),
      request: () => reboot.prepare(params(i)),
      confirm: {
        title: 'Reboot instance',
        body: `Are you sure you want to reboot ${i.name}? Programs running on it will be interrupted.`,
        actionLabel: 'Reboot',
        errorTitle: 'Could not reboot instance',
        successTitle: `Rebooting instance ${i.name}`,
      },
    }),
    {
      key: 'serial-console',
      label: 'Serial console',
      disabledReason: serialConsoleDisabledReason(i),
      onAction: () => navigate(pb.serialConsole({ project, instance: i.name })),
    },
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      disabledReason: instanceDisabledReason('delete', i.runState, 'be deleted'),
      request: () => del.prepare(params(i)),
      confirm: deleteConfirm({ kind: 'instance', name: i.name, extra: 'Its disks are detached and kept.' }),
    }),
  ]

  // the serial console only shows what the instance prints
  const actionsFor = (i: Instance) =>
    gateItems(allActionsFor(i), roleReason, (a) => a.key === 'serial-console')

  return { actionsFor, isStarting: start.isPending }
}
