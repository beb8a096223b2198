import { expiryOf } from '~/components/certificates/certificate-facts'
import { Badge } from '~/ui/Badge'
import { formatDate } from '~/util/format'
import s from './certificates.module.css'

/** When a certificate expires, with a badge once it has (an error) or will within 30 days (a warning). */
export function CertificateExpiry({ notAfter }: { notAfter: Date }) {
  const expiry = expiryOf(notAfter)
  return (
    <span className={s.expiry}>
      {expiry.state === 'expired' && <Badge color="danger">Expired</Badge>}
      {expiry.state === 'soon' && (
        <Badge color="warning">
          Expires in {expiry.daysLeft} {expiry.daysLeft === 1 ? 'day' : 'days'}
        </Badge>
      )}
      <time dateTime={notAfter.toISOString()}>{formatDate(notAfter)}</time>
    </span>
  )
}
