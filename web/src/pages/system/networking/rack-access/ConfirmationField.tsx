import { allowListChange, NARROW_CONFIRMATION, type Sources } from './allow-list-change'
import { F } from './allow-list-fields'
import { nextSources } from './allow-list-values'
import s from './rack-access.module.css'

/** For a change that narrows the list, the word to type before it can be saved. */
export function ConfirmationField({ current }: { current: Sources }) {
  const values = F.useValues()
  if (values.allow === 'list' && values.entries.length === 0) return null
  if (!allowListChange(current, nextSources(values)).narrows) return null
  return (
    <section className={s.formSection} aria-label="Confirm">
      <p className={s.note}>
        This change lets fewer addresses reach the rack's API: once it is saved, requests from the addresses
        it no longer lets in are turned away.
      </p>
      <F.Text name="confirmation" label={`Type ${NARROW_CONFIRMATION} to confirm`} autoComplete="off" mono />
    </section>
  )
}
