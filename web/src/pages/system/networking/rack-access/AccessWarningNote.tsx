import { WarningIcon } from '~/ui/icons/action-icons'
import { Spinner } from '~/ui/Spinner'
import { accessWarning, type KnownSources } from './access-warning'
import { F } from './allow-list-fields'
import { nextSources } from './allow-list-values'
import s from './rack-access.module.css'

/**
 * Whether this browser may be shut out by the list being edited, in words: what the audit log says of where the
 * user's requests came from, and what the console cannot know. Nothing when the list lets in every address.
 */
export function AccessWarningNote({ known }: { known: KnownSources | undefined }) {
  const values = F.useValues()
  const next = nextSources(values)
  if (next.allow === 'any') return null
  if (known === undefined) return <Spinner label="Reading where your recent requests came from" />
  const warning = accessWarning(next, known)
  if (!warning) return null
  return (
    <div className={warning.tone === 'danger' ? `${s.warning} ${s.danger}` : s.warning} role="status">
      <WarningIcon />
      <div>
        {warning.sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
    </div>
  )
}
