import { checkCertificatePem, checkPrivateKeyPem } from '~/components/certificates/pem-checks'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { quotaSchema } from '~/pages/system/silos/quotas/quota-schema'
import { readFileText } from '~/util/file-text'
import type { SiloValues } from './silo-values'

/** The certificate of a row, if its file is there and reads as a valid certificate. */
async function certificateOf(file: File | null | undefined) {
  if (!file) return undefined
  const checked = checkCertificatePem(await readFileText(file))
  return checked.ok ? checked.value[0] : undefined
}

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
  cert: yup
    .mixed<File>()
    .nullable()
    .required('Certificate is required')
    .test('pem', '', async function (file) {
      if (!file) return true
      const checked = checkCertificatePem(await readFileText(file))
      return checked.ok ? true : this.createError({ message: checked.error })
    }),
  privateKey: yup
    .mixed<File>()
    .nullable()
    .required('Private key is required')
    .test('pem', '', async function (file) {
      if (!file) return true
      const checked = checkPrivateKeyPem(await readFileText(file), await certificateOf(this.parent.cert))
      return checked.ok ? true : this.createError({ message: checked.error })
    }),
})

export const siloSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  adminGroupName: yup.string(),
  quotas: quotaSchema,
  certificates: yup.array().of(certificateSchema),
})
