import { useMemo } from 'react'
import { CertificateSummary } from '~/components/certificates/CertificateSummary'
import {
  CERTIFICATE_FILE_HELP,
  PEM_FILE_TYPES,
  PRIVATE_KEY_FILE_HELP,
} from '~/components/certificates/pem-file-fields'
import { formFields } from '~/components/form/form-fields'
import { PlainButton } from '~/ui/PlainButton'
import { F } from './create-fields'
import s from './create-form.module.css'
import { FormSection } from './FormSection'
import { type CertificateDraft, certificateDraft } from './silo-values'

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
        accept={PEM_FILE_TYPES}
        isRequired
        description={
          <>
            {CERTIFICATE_FILE_HELP}; valid for the silo&rsquo;s DNS names.
            <CertificateSummary file={draft.cert} />
          </>
        }
      />
      <C.File
        name="privateKey"
        label="Private key"
        accept={PEM_FILE_TYPES}
        isRequired
        description={PRIVATE_KEY_FILE_HELP}
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
