import { nameSchema } from './validate-yup'
import { yup } from './yup-locale'

/** The rules of a form of a name and a description, as most edit forms are. */
export const nameDescriptionSchema = yup.object({ name: nameSchema(), description: yup.string() })
