import { invalidate, useApiMutation } from '~/api'
import type { SshKey } from '~/api/__generated__/Api'
import { ModalForm } from '~/components/form/ModalForm'
import { SshKeyFields } from '~/components/ssh-key-form/SshKeyFields'
import { sshKeyCreateBody, sshKeyDefaults, sshKeyErrorField } from '~/components/ssh-key-form/ssh-key-form'
import { sshKeySchema } from '~/components/ssh-key-form/ssh-key-schema'
import { addToast } from '~/components/toasts'

type Props = {
  /** The user's keys, as the form beneath lists them. */
  existing: readonly SshKey[]
  onCreated: (key: SshKey) => void
  onClose: () => void
}

/**
 * Adds a key to the user's profile from the new-instance form, with the same fields and checks as the settings
 * page, so that a user without the key they need does not have to leave the form (and lose it) to add it.
 */
export function SshKeyCreateDialog({ existing, onCreated, onClose }: Props) {
  const create = useApiMutation('currentUserSshKeyCreate', {
    onSuccess: (key) => {
      invalidate('currentUserSshKeyList')
      addToast({ title: `SSH key ${key.name} added` })
      onCreated(key)
      onClose()
    },
  })
  return (
    <ModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      confirmDiscard
      initialValues={sshKeyDefaults}
      schema={() => sshKeySchema(existing)}
      errorField={sshKeyErrorField}
      request={(values) => create.prepare({ body: sshKeyCreateBody(values) })}
      onClose={onClose}
    >
      <p>The key is added to your profile, so later instances can have it too.</p>
      <SshKeyFields existing={existing} />
    </ModalForm>
  )
}
