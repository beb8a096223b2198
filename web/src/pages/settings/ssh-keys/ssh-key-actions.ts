import { invalidate, useApiMutation } from '~/api'
import type { SshKey } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { addToast } from '~/components/toasts'

/** Copies a key's public half, to paste into an `authorized_keys` file or another service. */
export async function copyPublicKey(key: SshKey) {
  try {
    await navigator.clipboard.writeText(key.publicKey)
    addToast({ title: 'Public key copied', content: key.name, variant: 'info', timeout: 2000 })
  } catch {
    addToast({ title: 'Could not copy public key', content: key.name, variant: 'error' })
  }
}

/**
 * Deleting a key only stops it being offered to new instances: the instances it was given to keep it in their
 * `authorized_keys`, and the confirmation says so, so nobody expects it to lock anyone out. Only the list is
 * re-read: the key's own read would only fetch a 404 for the panel that is closing.
 */
export function useDeleteSshKey(onDeleted?: () => void) {
  const del = useApiMutation('currentUserSshKeyDelete', {
    onSuccess: () => {
      invalidate('currentUserSshKeyList')
      onDeleted?.()
    },
  })
  return (key: SshKey) =>
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      request: () => del.prepare({ path: { sshKey: key.id } }),
      confirm: deleteConfirm({
        kind: 'SSH key',
        name: key.name,
        extra: 'New instances will no longer be offered it; instances that already have it keep it.',
      }),
    })
}

/** Row actions of the SSH key list; QueryTable adds Copy ID. */
export function useSshKeyActions() {
  const deleteKey = useDeleteSshKey()
  return (key: SshKey): RequestItem[] => [
    { key: 'copy-public-key', label: 'Copy public key', onAction: () => copyPublicKey(key) },
    deleteKey(key),
  ]
}
