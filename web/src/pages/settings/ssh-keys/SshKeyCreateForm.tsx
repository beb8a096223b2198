import { useMemo } from 'react'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { NameFromComment } from './NameFromComment'
import { sshKeyList } from './queries'
import { type SshKeyValues, sshKeyCreateBody, sshKeyDefaults, sshKeyErrorField } from './ssh-key-form'
import { sshKeySchema } from './ssh-key-schema'

export const handle: RouteHandle = { crumb: 'Add SSH key' }

const F = formFields<SshKeyValues>()

const NAME_HELP =
  'Lowercase letters, digits and dashes; starts with a letter. Left empty, it is taken from the key’s comment.'
const KEY_HELP =
  'The contents of your public key file, such as ~/.ssh/id_ed25519.pub: the key type, the key, and an optional comment. No key yet? Run ssh-keygen -t ed25519.'

export default function SshKeyCreateForm() {
  const backToList = useBackToList(pb.sshKeys())
  const { data: keys } = usePrefetchedApiQuery(sshKeyList().all())
  const taken = useMemo(() => new Set(keys.items.map((k) => k.name)), [keys])
  const create = useApiMutation('currentUserSshKeyCreate', {
    onSuccess: (key) => {
      invalidate('currentUserSshKeyList')
      addToast({ title: `SSH key ${key.name} added` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={sshKeyDefaults}
      schema={() => sshKeySchema(keys.items)}
      errorField={sshKeyErrorField}
      onSubmit={(values) => create.mutateAsync({ body: sshKeyCreateBody(values) })}
      onDismiss={() => backToList()}
    >
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
    </SideModalForm>
  )
}
