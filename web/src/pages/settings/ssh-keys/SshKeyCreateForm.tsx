import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { SshKeyFields } from '~/components/ssh-key-form/SshKeyFields'
import { sshKeyCreateBody, sshKeyDefaults, sshKeyErrorField } from '~/components/ssh-key-form/ssh-key-form'
import { sshKeySchema } from '~/components/ssh-key-form/ssh-key-schema'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { sshKeyList } from './queries'

export const handle: RouteHandle = { crumb: 'Add SSH key' }

export default function SshKeyCreateForm() {
  const backToList = useBackToList(pb.sshKeys())
  const { data: keys } = usePrefetchedApiQuery(sshKeyList().all())
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
      request={(values) => create.prepare({ body: sshKeyCreateBody(values) })}
      onDismiss={() => backToList()}
    >
      <SshKeyFields existing={keys.items} />
    </SideModalForm>
  )
}
