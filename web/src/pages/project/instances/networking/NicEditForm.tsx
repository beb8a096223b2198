import { invalidate, useApiMutation } from '~/api'
import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/components/toasts'
import { nicEditSchema } from './nic-schema'

type Values = { name: string; description: string; primary: boolean }
const F = formFields<Values>()

type Props = { project: string; instance: string; nic: InstanceNetworkInterface; onClose: () => void }

/** Renames a network interface, or makes it the primary one. */
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
      schema={nicEditSchema}
      request={(body) =>
        update.prepare({ path: { interface: nic.name }, query: { project, instance }, body })
      }
      onDismiss={onClose}
    >
      <F.Name autoFocus />
      <F.Description />
      {/* the API only moves "primary" to another interface; it cannot be taken away directly */}
      {!nic.primary && (
        <F.Checkbox name="primary" description="The current primary interface becomes secondary.">
          Make this the primary interface
        </F.Checkbox>
      )}
    </SideModalForm>
  )
}
