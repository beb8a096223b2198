import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/components/toasts'
import { NicVpcSubnetFields } from './NicVpcSubnetFields'
import { nicCreateSchema } from './nic-schema'

type Values = { name: string; description: string; vpcName: string; subnetName: string; ip: string }
const F = formFields<Values>()

type Props = { project: string; instance: string; defaultName: string; onClose: () => void }

/** Adds a network interface to a stopped instance. */
export function NicCreateForm({ project, instance, defaultName, onClose }: Props) {
  const create = useApiMutation('instanceNetworkInterfaceCreate', {
    onSuccess: (nic) => {
      invalidate('instanceNetworkInterfaceList')
      addToast({ title: `Network interface ${nic.name} added` })
      onClose()
    },
  })
  return (
    <SideModalForm
      title="Add network interface"
      subtitle={instance}
      submitLabel="Add network interface"
      initialValues={{
        name: defaultName,
        description: '',
        vpcName: 'default',
        subnetName: 'default',
        ip: '',
      }}
      schema={nicCreateSchema}
      request={({ ip, ...values }) =>
        create.prepare({ query: { project, instance }, body: { ...values, ip: ip.trim() || null } })
      }
      onDismiss={onClose}
    >
      <F.Name autoFocus />
      <F.Description />
      <NicVpcSubnetFields project={project} fields={F} />
      <F.Text name="ip" label="IP address" description="Leave empty to pick one from the subnet." />
    </SideModalForm>
  )
}
