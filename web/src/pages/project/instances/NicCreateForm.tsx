import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { comboBox } from '~/components/form/kinds/combo-box'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { addToast } from '~/components/toasts'
import { validateIp } from '~/util/validate'
import { NicVpcSubnetFields } from './NicVpcSubnetFields'

type Values = { name: string; description: string; vpcName: string; subnetName: string; ip: string }
const F = formFields<Values>().with({ ...comboBox })

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  vpcName: yup.string().label('VPC').required(),
  subnetName: yup.string().label('Subnet').required(),
  ip: yupFromValidator(validateIp),
})

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
      validationSchema={schema}
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
