import { invalidate, useApiMutation } from '~/api'
import type { SiloQuotas, VirtualResourceCounts } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import type { FleetCapacity } from '~/util/fleet-capacity'
import { QuotaFields } from './QuotaFields'
import { quotaSchema } from './quota-schema'
import { changedQuotas, type QuotaValues, quotaValues } from './quota-units'

const F = formFields<QuotaValues>()

type Props = {
  silo: string
  quotas: SiloQuotas
  provisioned: VirtualResourceCounts
  capacity: FleetCapacity
  onClose: () => void
}

/** Edits a silo's quotas; only those changed are sent, so one shown rounded is never overwritten by accident. */
export function QuotasEditDialog({ silo, quotas, provisioned, capacity, onClose }: Props) {
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: () => {
      invalidate('siloQuotasView')
      invalidate('siloUtilizationView')
      invalidate('siloUtilizationList')
      invalidate('systemQuotasList')
      addToast({ title: `Quotas of silo ${silo} updated` })
      onClose()
    },
  })
  return (
    <ModalForm
      title="Edit quotas"
      submitLabel="Save quotas"
      initialValues={quotaValues(quotas)}
      schema={quotaSchema}
      onSubmit={async (values) => {
        const body = changedQuotas(quotas, values)
        if (Object.keys(body).length === 0) return onClose()
        return update.mutateAsync({ path: { silo }, body })
      }}
      onClose={onClose}
    >
      <QuotaFields fields={F} capacity={capacity} provisioned={provisioned} />
    </ModalForm>
  )
}
