import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'

/** What the create and edit forms of a router hold. */
export type RouterValues = { name: string; description: string }

export const routerSchema = yup.object({ name: nameSchema(), description: yup.string() })
