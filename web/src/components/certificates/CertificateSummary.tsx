import { useEffect, useState } from 'react'
import { readFileText } from '~/util/file-text'
import { formatDate } from '~/util/format'
import s from './CertificateSummary.module.css'
import { certificateNames, checkCertificatePem } from './pem-checks'

/**
 * What a chosen certificate file is for and until when, once it reads as valid (its errors show as the field's),
 * for the note under a certificate field.
 */
export function CertificateSummary({ file }: { file: File | null }) {
  const [summary, setSummary] = useState<string | null>(null)
  useEffect(() => {
    setSummary(null)
    if (!file) return
    let current = true
    readFileText(file)
      .then((text) => {
        const checked = checkCertificatePem(text)
        if (current && checked.ok) {
          const [cert] = checked.value
          setSummary(`For ${certificateNames(cert)}, valid until ${formatDate(cert.notAfter)}`)
        }
      })
      .catch(() => {
        // a file that cannot be read has no summary; the field's own check says what is wrong
      })
    return () => {
      current = false
    }
  }, [file])
  // a status, so that a screen reader hears it when it comes, a moment after the file is chosen
  return (
    <span role="status" className={s.summary}>
      {summary}
    </span>
  )
}
