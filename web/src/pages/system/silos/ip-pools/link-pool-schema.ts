import { yup } from '~/components/form/yup-locale'

export const linkPoolSchema = yup.object({ pool: yup.string().required('IP pool is required') })
