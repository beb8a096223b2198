import type { ApiError } from '~/api'
import type { SshKey } from '~/api/__generated__/Api'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { parseSshPublicKey } from '~/util/ssh-public-key'
import { requiredMessage } from '~/util/validate'

export type SshKeyValues = { name: string; description: string; publicKey: string }

export const sshKeyDefaults: SshKeyValues = { name: '', description: '', publicKey: '' }

/**
 * The same key twice would only clutter the list and every instance's `authorized_keys`; keys are the same when
 * their bodies are, whatever their comments say.
 */
function duplicateCheck(existing: readonly SshKey[]) {
  const owners = new Map<string, string>()
  for (const key of existing) {
    const parsed = parseSshPublicKey(key.publicKey)
    if (parsed.ok) owners.set(parsed.value.body, key.name)
  }
  return (text: string) => {
    const parsed = parseSshPublicKey(text)
    if (!parsed.ok) return parsed.error
    const owner = owners.get(parsed.value.body)
    return owner ? `This key is already in your profile, as ${owner}` : undefined
  }
}

export const sshKeySchema = (existing: readonly SshKey[]) =>
  yup.object({
    name: nameSchema(),
    description: yup.string(),
    publicKey: yupFromValidator(duplicateCheck(existing)).required(requiredMessage('Public key')),
  })

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
