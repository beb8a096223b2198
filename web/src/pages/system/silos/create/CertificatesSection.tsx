import { useEffect, useMemo, useState } from 'react'
import { formFields } from '~/components/form/form-fields'
import { certificateNames, checkCertificatePem } from '~/pages/system/silos/certificates/pem-checks'
import { PlainButton } from '~/ui/PlainButton'
import { readFileText } from '~/util/file-text'
import { formatDate } from '~/util/format'
import { F } from './create-fields'
import s from './create-form.module.css'
import { FormSection } from './FormSection'
import { type CertificateDraft, certificateDraft } from './silo-values'

const PEM_TYPES = '.pem,.crt,.cer,.key,application/x-pem-file'

/** What a chosen certificate file is for and until when, once it reads as valid (its errors show as the field's). */
function CertificateSummary({ file }: { file: File | null }) {
  const [summary, setSummary] = useState<string | null>(null)
  useEffect(() => {
    setSummary(null)
    if (!file) return
    let current = true
    readFileText(file).then((text) => {
      const checked = checkCertificatePem(text)
      if (current && checked.ok) {
        const [cert] = checked.value
        setSummary(`For ${certificateNames(cert)}, valid until ${formatDate(cert.notAfter)}`)
      }
    })
    return () => {
      current = false
    }
  }, [file])
  return summary ? <span className={s.summary}>{summary}</span> : null
}

type RowProps = { index: number; draft: CertificateDraft; onRemove?: () => void }

function CertificateRow({ index, draft, onRemove }: RowProps) {
  // the fields of this row, bound to its place in the list
  const C = useMemo(() => formFields<CertificateDraft>(`certificates.${index}.`), [index])
  const title = `Certificate ${index + 1}`
  return (
    <fieldset className={s.certificate}>
      <legend className={s.certificateTitle}>{title}</legend>
      <C.Name label="Certificate name" />
      <C.Description />
      <C.File
        name="cert"
        label="Certificate"
        accept={PEM_TYPES}
        isRequired
        description={
          <>
            A PEM file with the certificate, then any intermediate certificates; valid for the silo&rsquo;s
            DNS names.
            <CertificateSummary file={draft.cert} />
          </>
        }
      />
      <C.File
        name="privateKey"
        label="Private key"
        accept={PEM_TYPES}
        isRequired
        description="The certificate's private key, a PEM file without a passphrase."
      />
      {onRemove && (
        <div className={s.actions}>
          <PlainButton size="sm" variant="secondary" onClick={onRemove}>
            Remove {title.toLowerCase()}
          </PlainButton>
        </div>
      )}
    </fieldset>
  )
}

/**
 * The silo's TLS certificates for its console and API: at least one. The files are read here, so an expired,
 * malformed or mismatched one is flagged before the form is sent.
 */
export function CertificatesSection() {
  const { certificates } = F.useValues()
  const setValue = F.useSetValue()
  return (
    <FormSection
      title="TLS certificates"
      note="The silo's console and API are served with these. At least one is needed."
    >
      {certificates.map((draft, index) => (
        <CertificateRow
          key={draft.key}
          index={index}
          draft={draft}
          onRemove={
            certificates.length > 1
              ? () =>
                  setValue(
                    'certificates',
                    certificates.filter((c) => c.key !== draft.key),
                  )
              : undefined
          }
        />
      ))}
      <div className={s.actions}>
        <PlainButton
          size="sm"
          variant="secondary"
          onClick={() => setValue('certificates', [...certificates, certificateDraft()])}
        >
          Add another certificate
        </PlainButton>
      </div>
    </FormSection>
  )
}
