import { type ReactNode, useId, useRef, useState } from 'react'
import { ItemList } from '~/components/item-list/ItemList'
import type { SelectItem } from '~/ui/ListOption'
import { SectionHeading } from '~/ui/SectionHeading'
import { TypeValueBadge } from '~/ui/TypeValueBadge'
import { requiredMessage } from '~/util/validate'
import { DraftFieldset } from './DraftFieldset'
import s from './firewall-rules.module.css'
import { type RuleContext, typedValueError, VALUE_LABELS } from './rule-checks'
import { F } from './rule-fields'
import { FILTER_TYPE_LABELS } from './rule-format'
import { emptyTypedValue, type FilterType, type TypedValue } from './rule-values'

/** Names that exist, per kind, to suggest in the value picker. */
export type Suggestions = Record<'vpc' | 'subnet', SelectItem[]>

/** The instances to suggest: a first page, and more found as the user types (`onSearch`), as `status` says. */
export type InstanceSearch = {
  items: SelectItem[]
  onSearch?: (text: string) => void
  status?: ReactNode
}

type Props = {
  list: 'targets' | 'hosts'
  title: string
  /** What the list means for the rule, in a sentence or two. */
  note: string
  /** What a row is called, e.g. 'target'. */
  noun: string
  emptyText: string
  context: RuleContext
  suggestions: Suggestions
  instances: InstanceSearch
}

const TYPE_OPTIONS: { value: FilterType; label: string }[] = [
  { value: 'vpc', label: 'VPC' },
  { value: 'subnet', label: 'Subnet' },
  { value: 'instance', label: 'Instance' },
  { value: 'ip', label: 'IP' },
  { value: 'ip_net', label: 'IP network' },
]

// made once: each call makes new components, which would remount the fields on every render
const DRAFT_FIELDS = { targets: F.at('targetDraft'), hosts: F.at('hostDraft') }

const PLACEHOLDERS: Partial<Record<FilterType, string>> = {
  ip: '192.168.1.10 or fd00::10',
  ip_net: '192.168.0.0/16 or fd00::/64',
}

/** Targets or host filters: the rows the rule has, and a row to add of any type, its value picked or typed. */
export function TypedValueSection({
  list,
  title,
  note,
  noun,
  emptyText,
  context,
  suggestions,
  instances,
}: Props) {
  const draftName = list === 'targets' ? 'targetDraft' : 'hostDraft'
  const Draft = DRAFT_FIELDS[list]
  const values = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  // Add pressed with nothing typed; an empty row is fine for saving, so the schema does not say it
  const [emptyAdd, setEmptyAdd] = useState(false)
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const items = values[list]
  const draft = values[draftName]

  const focusValue = () =>
    section.current?.querySelector<HTMLInputElement>(`input[name="${draftName}.value"]`)?.focus()
  const add = () => {
    const error = typedValueError(draft, items, context)
    if (error) {
      if (draft.value.trim()) setTouched(`${draftName}.value`, true)
      else setEmptyAdd(true)
      return focusValue()
    }
    setEmptyAdd(false)
    setValue(list, [...items, { type: draft.type, value: draft.value.trim() }])
    setValue(draftName, emptyTypedValue(draft.type))
    setTouched(`${draftName}.value`, false)
    // the emptied field offers the first page again
    instances.onSearch?.('')
  }
  const added = new Set(items.filter((i) => i.type === draft.type).map((i) => i.value))
  const isInstance = draft.type === 'instance'
  const label = VALUE_LABELS[draft.type]
  const Noun = `${noun[0].toUpperCase()}${noun.slice(1)}`
  // the two sections share their labels, so the error summary names the section too
  const summaryLabel = `${Noun} ${label}`

  return (
    <section ref={section} className={s.section} aria-labelledby={titleId}>
      <SectionHeading level={3} size="base" id={titleId}>
        {title}
      </SectionHeading>
      <p className={s.note}>{note}</p>
      <ItemList
        label={title}
        items={items}
        itemKey={(i: TypedValue) => `${i.type} ${i.value}`}
        itemName={(i) => `${noun} ${FILTER_TYPE_LABELS[i.type]} ${i.value}`}
        onRemove={(item) =>
          setValue(
            list,
            items.filter((i) => i !== item),
          )
        }
        onEmptied={focusValue}
        emptyText={emptyText}
      >
        {(i) => <TypeValueBadge type={FILTER_TYPE_LABELS[i.type]} value={i.value} />}
      </ItemList>
      <F.Error name={list} label={title} />
      <DraftFieldset
        label={`New ${noun}`}
        addLabel={`Add ${noun}`}
        onAdd={add}
        error={emptyAdd && !draft.value.trim() ? requiredMessage(label) : undefined}
      >
        <Draft.Radio
          name="type"
          label={`${Noun} type`}
          orientation="horizontal"
          options={TYPE_OPTIONS}
          // what was typed stays, and is checked again as a value of the new type: nothing typed is lost
          onChange={() => setEmptyAdd(false)}
        />
        {draft.type === 'vpc' || draft.type === 'subnet' || draft.type === 'instance' ? (
          <Draft.ComboBox
            key={draft.type}
            name="value"
            label={label}
            summaryLabel={summaryLabel}
            allowsCustomValue
            touchOnBlur={false}
            description="Pick one, or type a name"
            // a name in the list already stays in the suggestions, unavailable: the picker keeps its options in
            // place while it is open, and one that came back as its row was removed would take another's place
            items={(draft.type === 'instance' ? instances.items : suggestions[draft.type]).map((item) =>
              added.has(item.value)
                ? { ...item, isDisabled: true, description: 'In the list already' }
                : item,
            )}
            onSearch={isInstance ? instances.onSearch : undefined}
            listStatus={isInstance ? instances.status : undefined}
          />
        ) : (
          <Draft.Text
            key={draft.type}
            name="value"
            label={label}
            summaryLabel={summaryLabel}
            mono
            touchOnBlur={false}
            placeholder={PLACEHOLDERS[draft.type]}
          />
        )}
      </DraftFieldset>
    </section>
  )
}
