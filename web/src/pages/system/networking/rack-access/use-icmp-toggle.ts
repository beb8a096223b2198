import { invalidate, useApiMutation } from '~/api'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'

/** What turning inbound ICMP on or off changes, in the words of the button and its confirmation. */
export function icmpChange(enabled: boolean) {
  return enabled
    ? {
        label: 'Turn off inbound ICMP',
        title: 'Turn off inbound ICMP',
        body: "The rack's API services will drop every ICMP message that reaches them. Path MTU discovery stops working for them: clients behind a link with a smaller MTU may see their requests hang.",
        successTitle: 'Inbound ICMP turned off',
      }
    : {
        label: 'Turn on inbound ICMP',
        title: 'Turn on inbound ICMP',
        body: "The rack's API services will take in the ICMP messages that Path MTU discovery and fragmentation rely on (destination unreachable, redirect, time exceeded), and drop the rest.",
        successTitle: 'Inbound ICMP turned on',
      }
}

/** Turning inbound ICMP to the other setting, after a confirmation that shows the request. A fleet admin's to do. */
export function useIcmpToggle() {
  const roleReason = useFleetReason()
  const update = useApiMutation('networkingInboundIcmpUpdate', {
    onSuccess: () => invalidate('networkingInboundIcmpView'),
  })
  return (enabled: boolean): RequestItem => {
    const change = icmpChange(enabled)
    return confirmItem({
      key: 'inbound-icmp',
      label: change.label,
      disabledReason: roleReason,
      request: () => update.prepare({ body: { enabled: !enabled } }),
      confirm: {
        title: change.title,
        body: change.body,
        actionLabel: change.label,
        errorTitle: 'Could not change inbound ICMP',
        successTitle: change.successTitle,
        variant: enabled ? 'danger' : 'primary',
      },
    })
  }
}
