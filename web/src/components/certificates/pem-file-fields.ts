/** The files a certificate or private key field offers to choose: PEM files, by their usual names. */
export const PEM_FILE_TYPES = '.pem,.crt,.cer,.key,application/x-pem-file'

/** The note under a certificate field, before what the certificate must be valid for. */
export const CERTIFICATE_FILE_HELP = 'A PEM file with the certificate, then any intermediate certificates'

/** The note under a private key field. */
export const PRIVATE_KEY_FILE_HELP = "The certificate's private key, a PEM file without a passphrase."
