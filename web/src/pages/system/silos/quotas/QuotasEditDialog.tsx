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
  const request = (values: QuotaValues) => {
    const body = changedQuotas(quotas, values)
    if (Object.keys(body).length === 0) throw new Error('No quota has changed, so saving sends nothing')
    return update.prepare({ path: { silo }, body })
  }
  return (
    <ModalForm
      title="Edit quotas"
      submitLabel="Save quotas"
      initialValues={quotaValues(quotas)}
      schema={quotaSchema}
      request={request}
      // with no quota changed there is nothing to send
      onSubmit={async (values) =>
        Object.keys(changedQuotas(quotas, values)).length === 0 ? onClose() : request(values).send()
      }
      onClose={onClose}
    >
      <QuotaFields fields={F} capacity={capacity} provisioned={provisioned} />
    </ModalForm>
  )
}
