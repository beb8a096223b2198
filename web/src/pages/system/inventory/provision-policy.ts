import { invalidate, useApiMutation } from '~/api'
import type { Sled, SledProvisionPolicy } from '~/api/__generated__/Api'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { provisionPolicyOf } from './hardware-labels'

/** What changing a sled's provision policy would do, in the words the confirmation and the button use. */
export type ProvisionChange = {
  next: SledProvisionPolicy
  /** The button and the confirmation's action, e.g. 'Make non-provisionable'. */
  label: string
  title: string
  /** What changes for new instances, and what does not for those already there. */
  sentence: string
  successTitle: string
}

/** Why the provision policy of an expunged sled cannot change. */
export const EXPUNGED_REASON = 'An expunged sled takes no instances and has no provision policy to change'

/** The change the sled's one provision-policy action makes: to the other policy. Null for an expunged sled. */
export function provisionChange(sled: Sled): ProvisionChange | null {
  const current = provisionPolicyOf(sled)
  if (!current) return null
  const serial = sled.baseboard.serial
  if (current === 'provisionable') {
    return {
      next: 'non_provisionable',
      label: 'Make non-provisionable',
      title: 'Make sled non-provisionable',
      sentence: `New instances will no longer be placed on sled ${serial}. The instances running there now keep running there.`,
      successTitle: `Sled ${serial} is now non-provisionable`,
    }
  }
  return {
    next: 'provisionable',
    label: 'Make provisionable',
    title: 'Make sled provisionable',
    sentence: `New instances may be placed on sled ${serial} again.`,
    successTitle: `Sled ${serial} is now provisionable`,
  }
}

/**
 * The sled's provision-policy action: its label, the reason it is unavailable (a role that does not allow it,
 * first, or an expunged sled) and what it does, which is to ask first and then set the other policy (the
 * confirmation shows that request). A refusal the role check could not foresee becomes an error toast.
 */
export function useProvisionPolicyAction() {
  const roleReason = useFleetReason()
  const update = useApiMutation('sledSetProvisionPolicy', {
    onSuccess: () => {
      invalidate('sledView')
      invalidate('sledList')
    },
  })
  return (sled: Sled): RequestItem => {
    const change = provisionChange(sled)
    if (!change) {
      return {
        key: 'provision-policy',
        label: 'Change provision policy',
        disabledReason: roleReason ?? EXPUNGED_REASON,
        onAction: () => {},
      }
    }
    return confirmItem({
      key: 'provision-policy',
      label: change.label,
      disabledReason: roleReason,
      request: () => update.prepare({ path: { sledId: sled.id }, body: { state: change.next } }),
      confirm: {
        title: change.title,
        body: change.sentence,
        actionLabel: change.label,
        errorTitle: 'Could not change the provision policy',
        successTitle: change.successTitle,
      },
    })
  }
}
