import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import {
  describeLifetime,
  LIFETIME_UNITS,
  type LifetimeValues,
  lifetimeSeconds,
  lifetimeValues,
} from './device-token-lifetime'
import { authSettings } from './queries'
import s from './sign-in-settings.module.css'
import { signInSettingsSchema } from './sign-in-settings-schema'

export const handle: RouteHandle = { crumb: 'Edit' }

const F = formFields<LifetimeValues>()

/** The maximum lifetime of a device token: no limit, or a whole number of minutes, hours or days. */
function LifetimeFields() {
  const { limit } = F.useValues()
  return (
    <>
      <F.Radio
        name="limit"
        label="Maximum lifetime of a device token"
        options={[
          { value: 'none', label: 'No limit', description: 'Device tokens do not expire.' },
          { value: 'limited', label: 'Limited', description: 'A device token stops working once this old.' },
        ]}
      />
      {limit === 'limited' && (
        <div className={s.lifetime}>
          <F.Number name="amount" label="Lifetime" isRequired />
          <F.Radio
            name="unit"
            label="Unit"
            orientation="horizontal"
            options={LIFETIME_UNITS.map((unit) => ({ value: unit, label: unit }))}
          />
        </div>
      )}
    </>
  )
}

export default function SignInSettingsEditForm() {
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery(authSettings)
  const back = () => navigate(pb.signInSettings())
  const update = useApiMutation('authSettingsUpdate', {
    onSuccess: (settings) => {
      invalidate('authSettingsView')
      const lifetime = settings.deviceTokenMaxTtlSeconds
      addToast({
        title: 'Sign-in settings saved',
        content:
          lifetime == null
            ? 'Device tokens given from now on do not expire.'
            : `Device tokens given from now on last at most ${describeLifetime(lifetime)}.`,
      })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit sign-in settings"
      submitLabel="Save settings"
      initialValues={lifetimeValues(data.deviceTokenMaxTtlSeconds)}
      schema={signInSettingsSchema}
      request={(values) => update.prepare({ body: { deviceTokenMaxTtlSeconds: lifetimeSeconds(values) } })}
      onDismiss={back}
    >
      <LifetimeFields />
    </SideModalForm>
  )
}
