import { coversHost, siloDnsName } from '~/components/certificates/certificate-facts'
import {
  certificateNames,
  checkCertificatePem,
  checkPrivateKeyPem,
} from '~/components/certificates/pem-checks'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { readFileText } from '~/util/file-text'

/** What the form to add a certificate holds: a name and the two PEM files, read in the browser. */
export type CertificateValues = {
  name: string
  description: string
  cert: File | null
  privateKey: File | null
}

export const emptyCertificate = (): CertificateValues => ({
  name: '',
  description: '',
  cert: null,
  privateKey: null,
})

/** The certificate a chosen file holds, if it reads as a valid chain. */
async function certificateOf(file: File | null | undefined) {
  if (!file) return undefined
  const checked = checkCertificatePem(await readFileText(file))
  return checked.ok ? checked.value[0] : undefined
}

/**
 * The checks the silo create form makes on its certificates, and two of this form's own: a name no other
 * certificate of the silo has, and, when the console is reached under the silo's DNS name (`host`), a
 * certificate valid for it.
 */
export function certificateSchema({ taken, host, silo }: { taken: string[]; host: string; silo: string }) {
  const dnsName = siloDnsName(host, silo)
  return yup.object({
    name: nameSchema({ label: 'Name' }).test(
      'unique',
      'Another certificate of this silo has this name',
      (name) => !name || !taken.includes(name),
    ),
    description: yup.string(),
    cert: yup
      .mixed<File>()
      .nullable()
      .required('Certificate is required')
      .test('pem', '', async function check(file) {
        if (!file) return true
        const checked = checkCertificatePem(await readFileText(file))
        if (!checked.ok) return this.createError({ message: checked.error })
        const [leaf] = checked.value
        if (dnsName && !coversHost(leaf, dnsName)) {
          return this.createError({
            message: `The certificate is for ${certificateNames(leaf)}, not ${dnsName}, the silo's DNS name`,
          })
        }
        return true
      }),
    privateKey: yup
      .mixed<File>()
      .nullable()
      .required('Private key is required')
      .test('pem', '', async function check(file) {
        if (!file) return true
        const checked = checkPrivateKeyPem(await readFileText(file), await certificateOf(this.parent.cert))
        return checked.ok ? true : this.createError({ message: checked.error })
      }),
  })
}
