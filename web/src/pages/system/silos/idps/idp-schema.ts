import { checkCertificatePem, checkPrivateKeyPem } from '~/components/certificates/pem-checks'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { readFileText } from '~/util/file-text'
import { metadataProblem } from './idp-form'

const URL_MESSAGE = 'Must be a URL that starts with https:// or http://'
const isHttpUrl = (value: string) => {
  const url = URL.canParse(value) ? new URL(value) : null
  return url?.protocol === 'https:' || url?.protocol === 'http:'
}
const urlSchema = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required`)
    .test('url', URL_MESSAGE, (v) => !v || isHttpUrl(v))

/** The PEM certificate of the signing key pair, checked like the silo's own certificates. */
async function signingCertificateOf(file: File) {
  return checkCertificatePem(await readFileText(file))
}

/** The signing key must be RSA (the API takes it as PKCS#1) and belong to the signing certificate. */
async function signingKeyProblem(key: File, cert: File | null): Promise<string | undefined> {
  const certificate = cert ? await signingCertificateOf(cert) : null
  const checked = checkPrivateKeyPem(
    await readFileText(key),
    certificate?.ok ? certificate.value[0] : undefined,
  )
  if (!checked.ok) return checked.error
  if (checked.value.algorithm !== 'RSA') return 'The signing key must be an RSA key'
  return undefined
}

const fileSchema = yup.mixed<File>().nullable()

export const idpSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  technicalContactEmail: yup
    .string()
    .trim()
    .required('Technical contact email is required')
    .email('Must be an email address, like it-ops@example.com'),
  spClientId: yup.string().trim().required('SP client ID is required'),
  acsUrl: urlSchema('ACS URL'),
  sloUrl: urlSchema('SLO URL'),
  idpEntityId: yup.string().trim().required('Entity ID is required'),
  groupAttributeName: yup.string(),
  metadataSource: yup.string().oneOf(['url', 'file']),
  metadataUrl: yup
    .string()
    .when('metadataSource', ([source], schema) => (source === 'url' ? urlSchema('Metadata URL') : schema)),
  metadataFile: fileSchema.when('metadataSource', ([source], schema) =>
    source === 'file'
      ? schema.required('Metadata file is required').test('metadata', '', async function (file) {
          const problem = file ? metadataProblem(await readFileText(file)) : undefined
          return problem ? this.createError({ message: problem }) : true
        })
      : schema,
  ),
  signingCert: fileSchema.test('cert', '', async function (file) {
    if (!file) {
      return this.parent.signingKey
        ? this.createError({ message: 'Signing certificate is required with a signing key' })
        : true
    }
    const checked = await signingCertificateOf(file)
    return checked.ok ? true : this.createError({ message: checked.error })
  }),
  signingKey: fileSchema.test('key', '', async function (file) {
    if (!file) {
      return this.parent.signingCert
        ? this.createError({ message: 'Signing key is required with a signing certificate' })
        : true
    }
    const problem = await signingKeyProblem(file, this.parent.signingCert)
    return problem ? this.createError({ message: problem }) : true
  }),
})
