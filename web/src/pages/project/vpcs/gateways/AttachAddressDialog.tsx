import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import type { AttachAddressValues } from './gateway-forms'
import { attachAddressSchema } from './gateway-schema'

type Props = { selector: { project: string; vpc: string; gateway: string }; onClose: () => void }

const F = formFields<AttachAddressValues>()

/** Attaches one external address to a gateway, e.g. an egress address a partner allow-lists. */
export function AttachAddressDialog({ selector, onClose }: Props) {
  const attach = useApiMutation('internetGatewayIpAddressCreate', {
    onSuccess: (address) => {
      invalidate('internetGatewayIpAddressList')
      addToast({ title: `IP address ${address.address} attached` })
      onClose()
    },
  })
  return (
    <ModalForm
      title="Attach IP address"
      submitLabel="Attach address"
      initialValues={{ address: '', name: '', description: '' }}
      schema={attachAddressSchema}
      request={({ address, ...rest }) =>
        attach.prepare({ query: selector, body: { address: address.trim(), ...rest } })
      }
      onClose={onClose}
    >
      <F.Text
        name="address"
        label="IP address"
        isRequired
        autoFocus
        autoComplete="off"
        description="An external address from one of the silo's IP pools, such as 10.85.1.241."
      />
      <F.Name />
      <F.Description />
    </ModalForm>
  )
}
