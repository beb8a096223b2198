import { invalidate, useApiMutation } from '~/api'
import type { Certificate } from '~/api/__generated__/Api'
import { expiryOf, leafCertificate } from '~/components/certificates/certificate-facts'
import { copyIdItem } from '~/components/copy-id'
import { gateItems } from '~/components/permissions/gate-items'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import { confirmItem, withShowRequests } from '~/components/show-request/request-items'
import type { ActionMenuItem } from '~/ui/Menu'

/** Why the last certificate that still works cannot go: the silo's console and API would have none. */
export const LAST_CERTIFICATE =
  "The silo's console and API are served with this certificate, the only one of theirs still valid: add another before deleting it"

/** Whether a certificate can still serve the console and API: it can be read and has not expired. */
const isUsable = (cert: Certificate) => {
  const leaf = leafCertificate(cert.cert)
  return leaf !== null && expiryOf(leaf.notAfter).state !== 'expired'
}

/**
 * A certificate's row actions: Delete, which asks first and is refused for the last one still valid (or the
 * last one at all), the request it sends, and Copy ID.
 */
export function useCertificateActions(certs: Certificate[]) {
  const usable = new Set(certs.filter(isUsable).map((c) => c.id))
  const del = useApiMutation('certificateDelete', { onSuccess: () => invalidate('certificateList') })
  const roleReason = useSiloReason('admin')
  return (cert: Certificate): ActionMenuItem[] => {
    const remove = confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      ...(certs.length <= 1 || (usable.has(cert.id) && usable.size <= 1)
        ? { disabledReason: LAST_CERTIFICATE }
        : {}),
      request: () => del.prepare({ path: { certificate: cert.id } }),
      confirm: {
        title: 'Delete certificate',
        body: `Delete certificate ${cert.name}? The silo's console and API stop offering it; clients that trust only this certificate can no longer connect.`,
        actionLabel: 'Delete',
        errorTitle: 'Could not delete certificate',
        successTitle: `Certificate ${cert.name} deleted`,
      },
    })
    return [
      ...withShowRequests(`certificate ${cert.name}`, gateItems([remove], roleReason)),
      copyIdItem(cert.id),
    ]
  }
}
