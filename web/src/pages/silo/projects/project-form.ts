import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'

/** What the create and edit forms of a project hold. */
export type ProjectValues = { name: string; description: string }

export const projectSchema = yup.object({ name: nameSchema(), description: yup.string() })
