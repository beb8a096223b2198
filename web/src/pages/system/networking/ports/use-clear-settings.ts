import { useApiMutation } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { portWriteParams } from '~/pages/system/networking/queries'
import { portLabel, selectorOf } from './port-names'
import { refreshPort } from './refresh-port'

/** Why a port's settings cannot be cleared when it has none. */
export const NOTHING_TO_CLEAR = 'The port has no settings to clear'

/**
 * Clearing a port's settings, after a confirmation that says what it does to the traffic on the port (the
 * confirmation shows the request). A fleet admin's to do; a port without settings has nothing to clear.
 */
export function useClearSettings() {
  const roleReason = useFleetReason()
  const clear = useApiMutation('networkingSwitchPortClearSettings', { onSuccess: refreshPort })
  return (port: SwitchPort): RequestItem => {
    const label = portLabel(selectorOf(port))
    return confirmItem({
      key: 'clear-settings',
      label: 'Clear settings',
      danger: true,
      disabledReason: roleReason ?? (port.portSettingsId ? undefined : NOTHING_TO_CLEAR),
      request: () => clear.prepare(portWriteParams(selectorOf(port))),
      confirm: {
        title: 'Clear port settings',
        body: `Port ${label} loses its settings and its link goes down: traffic on the port stops, and BGP sessions over it end, until settings are applied again.`,
        actionLabel: 'Clear settings',
        errorTitle: 'Could not clear the port settings',
        successTitle: `Settings of port ${label} cleared`,
      },
    })
  }
}
