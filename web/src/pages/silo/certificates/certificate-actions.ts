import { invalidate, useApiMutation } from '~/api'
import type { Certificate } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { copyIdItem } from '~/components/copy-id'
import type { ActionMenuItem } from '~/ui/Menu'

/** Why the last certificate cannot go: the silo's console and API would have none to be served with. */
export const LAST_CERTIFICATE =
  "The silo's console and API are served with its certificates: add another before deleting this one"

/** A certificate's row actions: Delete, which asks first and is refused for the last one, and Copy ID. */
export function useCertificateActions(count: number) {
  const del = useApiMutation('certificateDelete', { onSuccess: () => invalidate('certificateList') })
  return (cert: Certificate): ActionMenuItem[] => [
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      ...(count <= 1 ? { disabledReason: LAST_CERTIFICATE } : {}),
      onAction: () =>
        confirmAction({
          title: 'Delete certificate',
          body: `Delete certificate ${cert.name}? The silo's console and API stop offering it; clients that trust only this certificate can no longer connect.`,
          actionLabel: 'Delete',
          errorTitle: 'Could not delete certificate',
          successTitle: `Certificate ${cert.name} deleted`,
          doAction: () => del.mutateAsync({ path: { certificate: cert.id } }),
        }),
    },
    copyIdItem(cert.id),
  ]
}
