import { invalidate, useApiMutation } from '~/api/client'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextFieldF } from '~/components/form/TextFieldF'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { addToast } from '~/components/toasts'
import { validateIp } from '~/util/validate'
import { NicVpcSubnetFields } from './NicVpcSubnetFields'

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  vpcName: yup.string().label('VPC').required(),
  subnetName: yup.string().label('Subnet').required(),
  ip: yupFromValidator(validateIp),
})

type Props = { project: string; instance: string; defaultName: string; onClose: () => void }

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
        create.mutate({ query: { project, instance }, body: { ...values, ip: ip.trim() || null } })
      }
      loading={create.isPending}
      submitError={create.error}
      onDismiss={onClose}
    >
      <NameField autoFocus />
      <DescriptionField />
      <NicVpcSubnetFields project={project} />
      <TextFieldF name="ip" label="IP address" description="Leave empty to pick one from the subnet." />
    </SideModalForm>
  )
}
