import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { portLldpConfig, portWriteParams } from '~/pages/system/networking/queries'
import { pb } from '~/util/paths'
import { lldpSchema } from './lldp-schema'
import { type LldpValues, lldpBody, lldpValues } from './lldp-values'
import { portLabel } from './port-names'
import { refreshPort } from './refresh-port'
import { usePort } from './use-port'

export const handle: RouteHandle = { crumb: 'Edit LLDP' }

const F = formFields<LldpValues>()

/** What the port advertises over LLDP: whether it does, its system's name and description, its own, and where to manage it. */
export default function LldpConfigForm() {
  const { selector } = usePort()
  const { data: config } = usePrefetchedApiQuery(portLldpConfig(selector))
  const navigate = useNavigate()
  const back = () => navigate(pb.switchPort(selector))
  const label = portLabel(selector)
  const update = useApiMutation('networkingSwitchPortLldpConfigUpdate', {
    onSuccess: () => {
      refreshPort()
      addToast({ title: `LLDP of port ${label} saved` })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit LLDP"
      subtitle={`Port ${label}`}
      submitLabel="Save LLDP"
      initialValues={lldpValues(config)}
      schema={lldpSchema}
      request={(values) => update.prepare({ ...portWriteParams(selector), body: lldpBody(config, values) })}
      onDismiss={back}
    >
      <F.Checkbox
        name="enabled"
        description="The port tells the device at the other end of its cable who it is, every 30 seconds or so."
      >
        Advertise over LLDP
      </F.Checkbox>
      <F.Text name="systemName" label="System name" description="How the neighbour will name this switch" />
      <F.Text name="systemDescription" label="System description" />
      <F.Text
        name="linkDescription"
        label="Port description"
        description="What this port is for, e.g. its uplink"
      />
      <F.Text
        name="managementIp"
        label="Management IP"
        description="An IPv4 or IPv6 address where this switch can be managed"
        mono
      />
    </SideModalForm>
  )
}
