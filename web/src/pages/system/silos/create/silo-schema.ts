import { certificateFileSchema, privateKeyFileSchema } from '~/components/certificates/pem-file-schemas'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { quotaSchema } from '~/pages/system/silos/quotas/quota-schema'
import type { SiloValues } from './silo-values'

const certificateSchema = yup.object({
  name: nameSchema({ label: 'Certificate name' }).test(
    'unique',
    'Another certificate of this silo has this name',
    function (name) {
      const root = this.from?.[1]?.value as SiloValues | undefined
      return !name || (root?.certificates.filter((c) => c.name === name).length ?? 0) <= 1
    },
  ),
  description: yup.string(),
  cert: certificateFileSchema(),
  privateKey: privateKeyFileSchema(),
})

export const siloSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  adminGroupName: yup.string(),
  quotas: quotaSchema,
  certificates: yup.array().of(certificateSchema),
})
