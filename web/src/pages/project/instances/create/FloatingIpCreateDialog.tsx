import { invalidate, useApiMutation } from '~/api'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { FloatingIpFields, useChosenPool } from '~/components/floating-ip-form/FloatingIpFields'
import {
  floatingIpCreateBody,
  floatingIpDefaults,
  floatingIpErrorField,
} from '~/components/floating-ip-form/floating-ip-form'
import { floatingIpSchema } from '~/components/floating-ip-form/floating-ip-schema'
import { ModalForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'

type Props = {
  project: string
  /** The silo's pools, as the form beneath has them. */
  pools: readonly SiloIpPool[]
  onCreated: (floatingIp: FloatingIp) => void
  onClose: () => void
}

/**
 * Creates a floating IP in the project from the new-instance form, with the same fields and checks as the
 * floating IP list's form, so that the address can be picked for the instance without leaving the form.
 */
export function FloatingIpCreateDialog({ project, pools, onCreated, onClose }: Props) {
  const chosen = useChosenPool(pools)
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: (fip) => {
      invalidate('floatingIpList')
      addToast({ title: `Floating IP ${fip.name} created`, content: fip.ip })
      onCreated(fip)
      onClose()
    },
  })
  return (
    <ModalForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      confirmDiscard
      initialValues={floatingIpDefaults(chosen.defaultPool)}
      schema={() => floatingIpSchema(chosen.known)}
      errorField={floatingIpErrorField}
      request={(values) => create.prepare({ query: { project }, body: floatingIpCreateBody(values) })}
      onClose={onClose}
    >
      <FloatingIpFields pools={pools} chosen={chosen} />
    </ModalForm>
  )
}
