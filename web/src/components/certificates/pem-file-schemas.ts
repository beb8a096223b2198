import { yup } from '~/components/form/yup-locale'
import { readFileText } from '~/util/file-text'
import type { Certificate } from '~/util/x509'
import { checkCertificatePem, checkPrivateKeyPem } from './pem-checks'

/** The certificate a chosen file holds, if it is there and reads as a valid chain. */
async function certificateOf(file: File | null | undefined) {
  if (!file) return undefined
  const checked = checkCertificatePem(await readFileText(file))
  return checked.ok ? checked.value[0] : undefined
}

/**
 * A form's certificate file: required, a readable PEM chain valid today, and whatever `leafCheck` says of its
 * first certificate (a message, or null when it passes).
 */
export const certificateFileSchema = (leafCheck: (leaf: Certificate) => string | null = () => null) =>
  yup
    .mixed<File>()
    .nullable()
    .required('Certificate is required')
    .test('pem', '', async function check(file) {
      if (!file) return true
      const checked = checkCertificatePem(await readFileText(file))
      const error = checked.ok ? leafCheck(checked.value[0]) : checked.error
      return error ? this.createError({ message: error }) : true
    })

/** A form's private key file: required, one unencrypted PEM key, the key of the certificate in its sibling `cert`. */
export const privateKeyFileSchema = () =>
  yup
    .mixed<File>()
    .nullable()
    .required('Private key is required')
    .test('pem', '', async function check(file) {
      if (!file) return true
      const checked = checkPrivateKeyPem(await readFileText(file), await certificateOf(this.parent.cert))
      return checked.ok ? true : this.createError({ message: checked.error })
    })
