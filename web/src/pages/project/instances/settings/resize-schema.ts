import { yupNumberFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateCpus, validateMemoryGib } from '~/pages/project/instances/instance-sizes'

/** The rules of the resize dialog. */
export const sizeSchema = yup.object({
  ncpus: yupNumberFromValidator(validateCpus),
  memoryGib: yupNumberFromValidator(validateMemoryGib),
})
