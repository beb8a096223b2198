import type { ApiError } from '~/api'

export type SshKeyValues = { name: string; description: string; publicKey: string }

export const sshKeyDefaults: SshKeyValues = { name: '', description: '', publicKey: '' }

/** What is sent: the key without the white space around it, such as the newline that ends a .pub file. */
export const sshKeyCreateBody = ({ name, description, publicKey }: SshKeyValues) => ({
  name,
  description,
  publicKey: publicKey.trim(),
})

/** A taken name belongs on the name field, a refused key on the key field; the rest on the form. */
export function sshKeyErrorField(error: ApiError): string | null {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (error.statusCode === 400 && /public.key/i.test(error.message)) return 'publicKey'
  return null
}
