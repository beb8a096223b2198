import type { SshKey } from '~/api/__generated__/Api'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { parseSshPublicKey } from '~/util/ssh-public-key'
import { requiredMessage } from '~/util/validate'

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
