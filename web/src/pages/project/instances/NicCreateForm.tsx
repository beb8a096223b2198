import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { comboBox } from '~/components/form/kinds/combo-box'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/components/toasts'
import { NicVpcSubnetFields } from './NicVpcSubnetFields'

type Values = { name: string; description: string; vpcName: string; subnetName: string; ip: string }
const F = formFields<Values>().with({ ...comboBox })

const loadSchema = () => import('./nic-schema').then((m) => m.nicCreateSchema)

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
      schema={loadSchema}
      onSubmit={({ ip, ...values }) =>
        create.mutateAsync({ query: { project, instance }, body: { ...values, ip: ip.trim() || null } })
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
