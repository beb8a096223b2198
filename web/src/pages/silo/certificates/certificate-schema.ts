import { coversHost, siloDnsName } from '~/components/certificates/certificate-facts'
import { certificateNames } from '~/components/certificates/pem-checks'
import { certificateFileSchema, privateKeyFileSchema } from '~/components/certificates/pem-file-schemas'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'

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
    cert: certificateFileSchema((leaf) =>
      dnsName && !coversHost(leaf, dnsName)
        ? `The certificate is for ${certificateNames(leaf)}, not ${dnsName}, the silo's DNS name`
        : null,
    ),
    privateKey: privateKeyFileSchema(),
  })
}
