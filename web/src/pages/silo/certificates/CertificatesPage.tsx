import { Outlet } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import type { Certificate } from '~/api/__generated__/Api'
import { leafCertificate } from '~/components/certificates/certificate-facts'
import { certificateNames } from '~/components/certificates/pem-checks'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { EmptyState } from '~/ui/EmptyState'
import { TokenIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'
import { CertificateExpiry } from './CertificateExpiry'
import { useCertificateActions } from './certificate-actions'
import s from './certificates.module.css'
import { certificateList } from './queries'

export const handle: RouteHandle = { crumb: 'Certificates', crumbPath: pb.certificates }

const SERVICES: Record<Certificate['service'], string> = { external_api: 'Console and API' }

const addButton = (reason: string | undefined) => (
  <LinkButton overList disabledReason={reason} to={pb.certificatesNew()}>
    Add certificate
  </LinkButton>
)

function CertificateRow({
  cert,
  actions,
}: {
  cert: Certificate
  actions: ReturnType<typeof useCertificateActions>
}) {
  const leaf = leafCertificate(cert.cert)
  return (
    <Tr>
      <Td className="mono">{cert.name}</Td>
      <Td>{SERVICES[cert.service]}</Td>
      <Td>{leaf ? certificateNames(leaf) : 'Cannot be read'}</Td>
      <Td>{leaf ? <CertificateExpiry notAfter={leaf.notAfter} /> : '—'}</Td>
      <Td>
        <RelativeTime date={cert.timeCreated} />
      </Td>
      <Td actions>
        <ActionMenu label={`Actions for certificate ${cert.name}`} items={actions(cert)} />
      </Td>
    </Tr>
  )
}

/** The certificates the silo's console and API are served with: what each is for and until when. */
export default function CertificatesPage() {
  const me = useCurrentUser()
  const { data } = usePrefetchedApiQuery(certificateList)
  const certs = data.items
  const actions = useCertificateActions(certs)
  const addReason = useSiloReason('admin')
  return (
    <>
      <PageHeader
        title="Certificates"
        icon={<TokenIcon />}
        actions={certs.length > 0 && addButton(addReason)}
      />
      <p className={s.intro}>
        Silo {me.siloName}&rsquo;s console and API are served over TLS with these certificates: each must be
        valid for the silo&rsquo;s DNS name. Add a replacement before the current one expires.
      </p>
      {certs.length === 0 ? (
        <EmptyState
          icon={<TokenIcon />}
          title="No certificates"
          headingLevel={2}
          body="Without a certificate the silo's console and API cannot be reached over TLS. Add one valid for the silo's DNS name."
          action={addButton(addReason)}
        />
      ) : (
        <Table aria-label="Certificates">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>Service</Th>
              <Th>DNS names</Th>
              <Th>Expires</Th>
              <Th>Created</Th>
              <Th>
                <span className="visually-hidden">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {certs.map((cert) => (
              <CertificateRow key={cert.id} cert={cert} actions={actions} />
            ))}
          </TBody>
        </Table>
      )}
      <Outlet />
    </>
  )
}
