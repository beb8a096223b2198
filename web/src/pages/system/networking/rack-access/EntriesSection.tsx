import { type KeyboardEvent, useRef, useState } from 'react'
import { ItemList } from '~/components/item-list/ItemList'
import { PlainButton } from '~/ui/PlainButton'
import { requiredMessage } from '~/util/required-message'
import { ENTRY_LABEL, entryError } from './allow-list-entry'
import { F } from './allow-list-fields'
import s from './rack-access.module.css'

/**
 * The addresses and networks of the list, each with a Remove button, and the field that adds one: Enter or Add
 * adds what is typed once it is an address or a network the list does not hold yet. After the last removal the
 * focus goes to the field.
 */
export function EntriesSection() {
  const values = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  const [emptyAdd, setEmptyAdd] = useState(false)
  const section = useRef<HTMLElement>(null)
  const focusDraft = () =>
    section.current?.querySelector<HTMLInputElement>('input[name="entryDraft"]')?.focus()

  const add = () => {
    const draft = values.entryDraft.trim()
    if (entryError(draft, values.entries)) {
      if (draft) setTouched('entryDraft', true)
      else setEmptyAdd(true)
      return focusDraft()
    }
    setEmptyAdd(false)
    setValue('entries', [...values.entries, draft])
    setValue('entryDraft', '')
    setTouched('entryDraft', false)
  }

  // Enter in the field adds the entry rather than saving the whole list
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return
    e.preventDefault()
    add()
  }

  return (
    <section ref={section} className={s.formSection} aria-label="Addresses and networks">
      <ItemList
        label="Addresses and networks let in"
        items={values.entries}
        itemKey={(entry) => entry}
        itemName={(entry) => entry}
        onRemove={(entry) =>
          setValue(
            'entries',
            values.entries.filter((e) => e !== entry),
          )
        }
        onEmptied={focusDraft}
        emptyText="No address or network yet."
      >
        {(entry) => <span className="mono">{entry}</span>}
      </ItemList>
      <F.Error name="entries" label="Addresses and networks" />
      {/* a group of its own: Enter here adds the entry */}
      <fieldset aria-label="New address or network" className={s.draft} onKeyDown={onKeyDown}>
        <F.Text
          name="entryDraft"
          label={ENTRY_LABEL}
          description="An address like 203.0.113.7 or a network like 203.0.113.0/24, IPv4 or IPv6"
          mono
          touchOnBlur={false}
        />
        {emptyAdd && !values.entryDraft.trim() && (
          <p role="alert" className={s.draftError}>
            {requiredMessage(ENTRY_LABEL)}
          </p>
        )}
        <div>
          <PlainButton size="sm" variant="secondary" onClick={add}>
            Add to list
          </PlainButton>
        </div>
      </fieldset>
    </section>
  )
}
