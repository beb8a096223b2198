import { yup } from '~/components/form/yup-locale'

export const demoteImageSchema = yup.object({ project: yup.string().required('Project is required') })
