import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { invalidate, useApiMutation } from '~/api/client'
import { CheckboxF } from '~/components/form/CheckboxF'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { addToast } from '~/components/toasts'

const schema = yup.object({ name: nameSchema(), description: yup.string(), primary: yup.boolean() })

type Props = { project: string; instance: string; nic: InstanceNetworkInterface; onClose: () => void }

export function NicEditForm({ project, instance, nic, onClose }: Props) {
  const update = useApiMutation('instanceNetworkInterfaceUpdate', {
    onSuccess: (updated) => {
      invalidate('instanceNetworkInterfaceList')
      addToast({ title: `Network interface ${updated.name} updated` })
      onClose()
    },
  })
  return (
    <SideModalForm
      title="Edit network interface"
      subtitle={nic.name}
      submitLabel="Save changes"
      initialValues={{ name: nic.name, description: nic.description, primary: nic.primary }}
      validationSchema={schema}
      onSubmit={(body) =>
        update.mutate({ path: { interface: nic.name }, query: { project, instance }, body })
      }
      loading={update.isPending}
      submitError={update.error}
      onDismiss={onClose}
    >
      <NameField autoFocus />
      <DescriptionField />
      {/* the API only moves "primary" to another interface; it cannot be taken away directly */}
      {!nic.primary && (
        <CheckboxF name="primary" description="The current primary interface becomes secondary.">
          Make this the primary interface
        </CheckboxF>
      )}
    </SideModalForm>
  )
}
