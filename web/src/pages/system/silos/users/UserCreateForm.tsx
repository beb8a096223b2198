import { ApiError, invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { serverErrorField } from '~/components/form/server-error-field'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { useSilo } from '~/pages/system/silos/use-silo'
import { pb } from '~/util/paths'
import { PasswordFields } from './PasswordFields'
import {
  toUserCreate,
  type UserCreateValues,
  userCreateDefaults,
  userCreateSchema,
} from './user-create-schema'
import { USERNAME_MAX_LENGTH } from './username'

// like the silo page's other tabs, its loader comes with its code: the System area stays out of every page's first load
export { userCreateLoader as loader } from './loaders'

export const handle: RouteHandle = { crumb: 'New user' }

const F = formFields<UserCreateValues>()

/** A taken username is the username field's to say, in words that name it; other errors go where they say. */
function takenUsername(error: unknown, username: string, silo: string): unknown {
  if (!(error instanceof ApiError) || error.errorCode !== 'ObjectAlreadyExists') return error
  return new ApiError({
    message: `Silo ${silo} already has a user ${username}; choose another username`,
    errorCode: error.errorCode,
    statusCode: error.statusCode,
    requestId: error.requestId,
  })
}

const placeServerError = (error: ApiError, values: UserCreateValues) =>
  error.errorCode === 'ObjectAlreadyExists' ? 'username' : serverErrorField(error, Object.keys(values))

/** Creates a user of a local silo (`POST /v1/system/identity-providers/local/users`), with a password or none. */
export default function UserCreateForm() {
  const silo = useSilo()
  const back = useBackToList(pb.siloUsers({ silo: silo.name }))
  const create = useApiMutation('localIdpUserCreate', {
    onSuccess: (user) => {
      invalidate('siloUserList')
      addToast({ title: `User ${user.displayName} created` })
      back()
    },
  })
  const request = (values: UserCreateValues) =>
    create.prepare({ query: { silo: silo.name }, body: toUserCreate(values) }, ['password.value'])
  return (
    <SideModalForm
      title="Create user"
      subtitle={`A local user of silo ${silo.name}`}
      submitLabel="Create user"
      initialValues={userCreateDefaults()}
      schema={userCreateSchema}
      errorField={placeServerError}
      request={request}
      // a taken username is said in words that name it
      onSubmit={(values) =>
        request(values)
          .send()
          .catch((e) => Promise.reject(takenUsername(e, values.username, silo.name)))
      }
      onDismiss={back}
    >
      <F.Text
        name="username"
        label="Username"
        isRequired
        autoFocus
        autoComplete="off"
        mono
        description={`What the user signs in with. Starts with a lowercase letter; then letters, numbers and dashes, up to ${USERNAME_MAX_LENGTH} characters.`}
      />
      <PasswordFields />
    </SideModalForm>
  )
}
