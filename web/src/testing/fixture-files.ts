import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The text of a file in web/e2e/fixtures (certificates, keys, SAML metadata made with openssl, see
 * generate-certificates.sh there): unit tests and browser flows use the same files.
 */
export const fixtureText = (name: string) => readFileSync(resolve('web/e2e/fixtures', name), 'utf8')

/** The same file as a File, as a file input gives it to a form. */
export const fixtureFile = (name: string, type = 'application/x-pem-file') =>
  new File([fixtureText(name)], name, { type })
