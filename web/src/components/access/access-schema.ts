import { yup } from '~/components/form/yup-locale'
import type { AccessFormValues } from './AccessForm'
import type { RoleLoss } from './role-loss'

const UNDERSTOOD = 'Tick the box to confirm that you understand what you will lose'

/** The access form's rules; `loss` says what the signed-in user would lose with the values, if anything. */
export const accessSchema = (loss: (values: AccessFormValues) => RoleLoss | null) =>
  yup.object({
    identityId: yup.string().required('User or group is required'),
    roleName: yup.string().required('Role is required'),
    understood: yup.boolean().test('understood', UNDERSTOOD, function (value) {
      return value === true || !loss(this.parent as AccessFormValues)
    }),
  })
