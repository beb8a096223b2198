import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { useSilo } from '~/pages/system/silos/use-silo'
import { pb } from '~/util/paths'
import { PasswordFields } from './PasswordFields'
import { type PasswordValues, passwordDefaults, passwordSchema, toUserPassword } from './password-schema'
import { siloUserView } from './queries'

// like the silo page's other tabs, its loader comes with its code: the System area stays out of every page's first load
export { setPasswordLoader as loader } from './loaders'

export const handle: RouteHandle = { crumb: 'Set password' }

/**
 * Sets or resets the password of a local user, or takes it away so they cannot sign in with one
 * (`POST /v1/system/identity-providers/local/users/{user_id}/set-password`). The current password is never
 * shown: the API does not return it.
 */
export default function SetPasswordForm() {
  const silo = useSilo()
  const { userId } = useRequiredParams('userId')
  const { data: user } = usePrefetchedApiQuery(siloUserView(silo.name, userId))
  const back = useBackToList(pb.siloUsers({ silo: silo.name }))
  const setPassword = useApiMutation('localIdpUserSetPassword', {
    onSuccess: (_, { body }) => {
      invalidate('siloUserList')
      addToast({
        title:
          body.mode === 'password'
            ? `Password of ${user.displayName} set`
            : `${user.displayName} can no longer sign in with a password`,
      })
      back()
    },
  })
  return (
    <SideModalForm<PasswordValues>
      title="Set password"
      subtitle={`For user ${user.displayName} of silo ${silo.name}`}
      submitLabel="Save password"
      initialValues={passwordDefaults}
      schema={passwordSchema}
      request={(values) =>
        setPassword.prepare(
          { path: { userId: user.id }, query: { silo: silo.name }, body: toUserPassword(values) },
          ['value'],
        )
      }
      onDismiss={back}
    >
      <PasswordFields description="Replaces the user's current password, if any. With no password, they can no longer sign in with one." />
    </SideModalForm>
  )
}
