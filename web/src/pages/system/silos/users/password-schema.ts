import type { UserPassword } from '~/api/__generated__/Api'
import { yup } from '~/components/form/yup-locale'

/** The API's `Password`: at most 512 characters. */
export const PASSWORD_MAX_LENGTH = 512

export type PasswordMode = UserPassword['mode']

/** The password part of the create-user and set-password forms; the confirmation is never sent. */
export type PasswordValues = {
  passwordMode: PasswordMode
  password: string
  passwordConfirm: string
}

export const passwordDefaults: PasswordValues = {
  passwordMode: 'password',
  password: '',
  passwordConfirm: '',
}

const MESSAGES = {
  required: 'Password is required',
  tooLong: `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  confirm: 'Type the password again to confirm it',
  mismatch: 'The two passwords do not match',
} as const

const whenSetting = (schema: yup.StringSchema) =>
  yup.string().when('passwordMode', ([mode]: PasswordMode[]) => (mode === 'password' ? schema : yup.string()))

/**
 * The rules of the password fields, for both forms. A password is taken as typed, spaces included (it is the
 * user's to choose); with no password none of them applies.
 */
export const passwordRules = {
  passwordMode: yup.string().oneOf<PasswordMode>(['password', 'login_disallowed']).required(),
  password: whenSetting(yup.string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.tooLong)),
  passwordConfirm: whenSetting(
    yup
      .string()
      .required(MESSAGES.confirm)
      // an empty confirmation has its own message
      .test('match', MESSAGES.mismatch, function (value) {
        return !value || value === this.parent.password
      }),
  ),
}

export const passwordSchema = yup.object(passwordRules)

/** What the API is sent: the password, or that the user may not sign in with one. */
export const toUserPassword = ({ passwordMode, password }: PasswordValues): UserPassword =>
  passwordMode === 'password' ? { mode: 'password', value: password } : { mode: 'login_disallowed' }
