import { yup } from '~/components/form/yup-locale'

export type LinkSiloValues = { silo: string; isDefault: boolean }

export const linkSiloDefaults: LinkSiloValues = { silo: '', isDefault: false }

export const linkSiloSchema = yup.object({
  silo: yup.string().required('Silo is required'),
  isDefault: yup.boolean(),
})
