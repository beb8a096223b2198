import { yup } from '~/components/form/yup-locale'

export const linkSiloSchema = yup.object({
  silo: yup.string().required('Silo is required'),
  isDefault: yup.boolean(),
})
