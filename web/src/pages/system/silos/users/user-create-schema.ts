import type { UserCreate } from '~/api/__generated__/Api'
import { yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { type PasswordValues, passwordDefaults, passwordRules, toUserPassword } from './password-schema'
import { validateUsername } from './username'

export type UserCreateValues = PasswordValues & { username: string }

export const userCreateDefaults = (): UserCreateValues => ({ username: '', ...passwordDefaults })

export const userCreateSchema = yup.object({
  username: yupFromValidator(validateUsername).required(validateUsername('')),
  ...passwordRules,
})

export const toUserCreate = (values: UserCreateValues): UserCreate => ({
  externalId: values.username,
  password: toUserPassword(values),
})
