import { useId, useRef, useState } from 'react'
import { ItemList } from '~/components/item-list/ItemList'
import { SectionHeading } from '~/ui/SectionHeading'
import { requiredMessage } from '~/util/validate'
import { DraftFieldset } from './DraftFieldset'
import s from './firewall-rules.module.css'
import { PORT_LABEL, portDraftError } from './rule-checks'
import { F } from './rule-fields'

/** The destination ports the rule applies to, each a port or a range; none means every port. */
export function PortsSection() {
  const values = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  const [emptyAdd, setEmptyAdd] = useState(false)
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const focusDraft = () =>
    section.current?.querySelector<HTMLInputElement>('input[name="portDraft"]')?.focus()

  const add = () => {
    const error = portDraftError(values.portDraft, values.ports)
    if (error) {
      if (values.portDraft.trim()) setTouched('portDraft', true)
      else setEmptyAdd(true)
      return focusDraft()
    }
    setEmptyAdd(false)
    setValue('ports', [...values.ports, values.portDraft.trim()])
    setValue('portDraft', '')
    setTouched('portDraft', false)
  }

  return (
    <section ref={section} className={s.section} aria-labelledby={titleId}>
      <SectionHeading level={3} size="base" id={titleId}>
        Ports
      </SectionHeading>
      <p className={s.note}>
        The destination ports the rule applies to. Without any, it applies to every port.
      </p>
      <ItemList
        label="Ports"
        items={values.ports}
        itemKey={(p) => p}
        itemName={(p) => `port ${p}`}
        onRemove={(port) =>
          setValue(
            'ports',
            values.ports.filter((p) => p !== port),
          )
        }
        onEmptied={focusDraft}
        emptyText="Every port."
      >
        {(p) => <span className="mono">{p}</span>}
      </ItemList>
      <F.Error name="ports" label="Ports" />
      <DraftFieldset
        label="New port"
        addLabel="Add port"
        onAdd={add}
        error={emptyAdd && !values.portDraft.trim() ? requiredMessage(PORT_LABEL) : undefined}
      >
        <F.Text
          name="portDraft"
          label={PORT_LABEL}
          description="A port like 22 or a range like 8000-8080, up to 65535"
          mono
          touchOnBlur={false}
        />
      </DraftFieldset>
    </section>
  )
}
