import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { CertificateSummary } from '~/components/certificates/CertificateSummary'
import { siloDnsName } from '~/components/certificates/certificate-facts'
import {
  CERTIFICATE_FILE_HELP,
  PEM_FILE_TYPES,
  PRIVATE_KEY_FILE_HELP,
} from '~/components/certificates/pem-file-fields'
import { fileTextNow, readFiles, useFileReads } from '~/components/file-reads'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { useCurrentUser } from '~/components/use-current-user'
import { pb } from '~/util/paths'
import { type CertificateValues, certificateSchema, emptyCertificate } from './certificate-schema'
import { certificateList } from './queries'

export const handle: RouteHandle = { crumb: 'Add certificate' }

const F = formFields<CertificateValues>()

function CertificateField({ dnsName }: { dnsName: string | null }) {
  const { cert } = F.useValues()
  return (
    <F.File
      name="cert"
      label="Certificate"
      accept={PEM_FILE_TYPES}
      isRequired
      description={
        <>
          {CERTIFICATE_FILE_HELP}; valid for {dnsName ?? "the silo's DNS name"}.
          <CertificateSummary file={cert} />
        </>
      }
    />
  )
}

/** Adds a certificate the silo's console and API are served with (`POST /v1/certificates`). */
export default function CertificateCreateForm() {
  const me = useCurrentUser()
  const backToList = useBackToList(pb.certificates())
  const { data } = usePrefetchedApiQuery(certificateList)
  const host = window.location.hostname
  const create = useApiMutation('certificateCreate', {
    onSuccess: (cert) => {
      invalidate('certificateList')
      addToast({ title: `Certificate ${cert.name} added` })
      backToList()
    },
  })
  useFileReads()
  /** The create with the files' texts, the private key concealed wherever the request is shown. */
  const request = ({ name, description, cert, privateKey }: CertificateValues) => {
    if (!cert || !privateKey) throw new Error('The certificate and its private key are required')
    return create.prepare(
      {
        body: {
          name,
          description,
          service: 'external_api',
          cert: fileTextNow(cert),
          key: fileTextNow(privateKey),
        },
      },
      ['key'],
    )
  }
  return (
    <SideModalForm
      title="Add certificate"
      submitLabel="Add certificate"
      initialValues={emptyCertificate()}
      schema={() => certificateSchema({ taken: data.items.map((c) => c.name), host, silo: me.siloName })}
      request={request}
      // the files are read first, then the request they make is sent
      onSubmit={async (values) => {
        await readFiles([values.cert, values.privateKey])
        return request(values).send()
      }}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <CertificateField dnsName={siloDnsName(host, me.siloName)} />
      <F.File
        name="privateKey"
        label="Private key"
        accept={PEM_FILE_TYPES}
        isRequired
        description={PRIVATE_KEY_FILE_HELP}
      />
    </SideModalForm>
  )
}
