import { formFields } from '~/components/form/form-fields'
import { PASSWORD_MAX_LENGTH, type PasswordValues } from './password-schema'

const F = formFields<PasswordValues>()

/**
 * The password of a local user, in the create-user and set-password forms: a password typed twice, or none,
 * which leaves the user unable to sign in with one. The fields are password inputs, so what is typed is never
 * shown, and the browser is told it is a new password (to offer generating one, not to fill in a saved one).
 */
export function PasswordFields({ description }: { description?: string }) {
  const { passwordMode } = F.useValues()
  return (
    <>
      <F.Radio
        name="passwordMode"
        label="Password sign-in"
        description={description}
        options={[
          { value: 'password', label: 'Set a password' },
          { value: 'login_disallowed', label: 'No password (cannot sign in with a password)' },
        ]}
      />
      {passwordMode === 'password' && (
        <>
          <F.Text
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            isRequired
            description={`Up to ${PASSWORD_MAX_LENGTH} characters.`}
          />
          <F.Text
            name="passwordConfirm"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </>
      )}
    </>
  )
}
