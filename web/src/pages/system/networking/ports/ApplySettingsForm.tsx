import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { portSettingsList, portWriteParams } from '~/pages/system/networking/queries'
import { WarningIcon } from '~/ui/icons/action-icons'
import { pb } from '~/util/paths'
import { requiredMessage } from '~/util/required-message'
import { portLabel, selectorOf } from './port-names'
import s from './ports.module.css'
import { refreshPort } from './refresh-port'
import { usePort } from './use-port'

export const handle: RouteHandle = { crumb: 'Apply settings' }

type Values = { settings: string }
const F = formFields<Values>()

const LABEL = 'Port settings'
const schema = yup.object({ settings: yup.string().required(requiredMessage(LABEL)) })

/** What applying settings does to the port's traffic: the confirmation the form asks for by its button. */
export function applyConsequence(port: SwitchPort): string {
  const label = portLabel(selectorOf(port))
  return port.portSettingsId
    ? `Port ${label} is reconfigured: its link goes down and comes up again with the new settings, so traffic on the port stops meanwhile, and does not come back if they do not suit the device at the other end.`
    : `Port ${label} brings up a link with these settings: it starts carrying traffic (and its BGP sessions, if the settings have peers) once the link is up.`
}

/** Applies port settings to the port, replacing those it has, after saying what that does to its traffic. */
export default function ApplySettingsForm() {
  const { port, selector } = usePort()
  const { data } = usePrefetchedApiQuery(portSettingsList().all())
  const navigate = useNavigate()
  const back = () => navigate(pb.switchPort(selector))
  const label = portLabel(selector)
  const apply = useApiMutation('networkingSwitchPortApplySettings', {
    onSuccess: (_, params) => {
      refreshPort()
      addToast({ title: `Settings ${params.body.portSettings} applied to port ${label}` })
      back()
    },
  })
  // a rack has a handful of port settings: each is a choice of its own, with what it is for
  const items = data.items.map((settings) => ({
    value: settings.name,
    label: <span className="mono">{settings.name}</span>,
    description:
      settings.id === port.portSettingsId ? `Applied now. ${settings.description}` : settings.description,
  }))
  return (
    <ModalForm
      title="Apply settings"
      submitLabel="Apply settings"
      initialValues={{ settings: '' }}
      schema={schema}
      request={(values) =>
        apply.prepare({ ...portWriteParams(selector), body: { portSettings: values.settings } })
      }
      // the one choice here is the settings, so whatever the API refuses is about them
      errorField={() => 'settings'}
      onClose={back}
    >
      <p className={s.warning}>
        <WarningIcon />
        <span>{applyConsequence(port)}</span>
      </p>
      {items.length === 0 ? (
        <p className={s.note}>There are no port settings to apply: they are created through the API.</p>
      ) : (
        <F.Radio name="settings" label={LABEL} options={items} />
      )}
    </ModalForm>
  )
}
