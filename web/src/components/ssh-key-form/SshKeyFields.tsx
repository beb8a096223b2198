import { useMemo } from 'react'
import type { SshKey } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { NameFromComment } from './NameFromComment'
import type { SshKeyValues } from './ssh-key-form'

const F = formFields<SshKeyValues>()

const NAME_HELP =
  'Lowercase letters, digits and dashes; starts with a letter. Left empty, it is taken from the key’s comment.'
const KEY_HELP =
  'The contents of your public key file, such as ~/.ssh/id_ed25519.pub: the key type, the key, and an optional comment. No key yet? Run ssh-keygen -t ed25519.'

type Props = {
  /** The user's keys: a suggested name avoids theirs, and the same key is not added twice (sshKeySchema). */
  existing: readonly SshKey[]
}

/**
 * The fields of a new SSH key, wherever one is added (the settings page, the new-instance form), so that a key
 * is named, described and checked the same way everywhere.
 */
export function SshKeyFields({ existing }: Props) {
  const taken = useMemo(() => new Set(existing.map((k) => k.name)), [existing])
  return (
    <>
      <F.Name autoFocus description={NAME_HELP} />
      <F.Description />
      <F.Text
        name="publicKey"
        label="Public key"
        isRequired
        multiline
        mono
        autoComplete="off"
        description={KEY_HELP}
      />
      <NameFromComment fields={F} taken={taken} />
    </>
  )
}
