import { useId, useRef } from 'react'
import type { VpcFirewallRuleProtocol } from '~/api/__generated__/Api'
import { ItemList } from '~/components/item-list/ItemList'
import { SectionHeading } from '~/ui/SectionHeading'
import { formatIcmpType, ICMP_TYPE_NAMES } from '~/util/icmp'
import { DraftFieldset } from './DraftFieldset'
import s from './firewall-rules.module.css'
import { icmpCodeError, icmpTypeError, protocolDuplicateError } from './rule-checks'
import { F } from './rule-fields'
import { protocolLabel } from './rule-format'
import { isOfferedProtocolDraft, offeredProtocolDraft, protocolFromDraft, protocolKey } from './rule-values'

const Draft = F.at('protocolDraft')

const ICMP_TYPES = [...ICMP_TYPE_NAMES.keys()].map((type) => {
  const text = formatIcmpType(type)
  return { value: text, label: text }
})

/** The protocols the rule applies to (ICMP optionally narrowed to a type and codes); none means every one. */
export function ProtocolsSection() {
  const values = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const { protocols, protocolDraft: draft } = values
  const has = new Set(protocols.map(protocolKey))
  const focus = (field: string) =>
    section.current
      ?.querySelector<HTMLInputElement>(
        `input[name="protocolDraft.${field}"]:checked, input[name="protocolDraft.${field}"]:not([type="radio"])`,
      )
      ?.focus()

  const add = () => {
    const typeError = icmpTypeError(draft)
    const codeError = icmpCodeError(draft)
    if (typeError || codeError) {
      if (typeError) setTouched('protocolDraft.icmpType', true)
      if (codeError) setTouched('protocolDraft.icmpCode', true)
      return focus(typeError ? 'icmpType' : 'icmpCode')
    }
    const protocol = protocolFromDraft(draft)
    // a duplicate ICMP type shows on its field; a protocol already listed cannot be chosen
    if (!protocol || protocolDuplicateError(draft, protocols)) {
      setTouched('protocolDraft.icmpType', true)
      return focus('icmpType')
    }
    const next = [...protocols, protocol]
    setValue('protocols', next)
    setValue('protocolDraft', offeredProtocolDraft(next))
    setTouched('protocolDraft.icmpType', false)
    setTouched('protocolDraft.icmpCode', false)
  }
  const full = has.has('tcp') && has.has('udp') && has.has('icmp')

  return (
    <section ref={section} className={s.section} aria-labelledby={titleId}>
      <SectionHeading level={3} size="base" id={titleId}>
        Protocols
      </SectionHeading>
      <p className={s.note}>The protocols the rule applies to. Without any, it applies to every protocol.</p>
      <ItemList
        label="Protocols"
        items={protocols}
        itemKey={protocolKey}
        itemName={(p: VpcFirewallRuleProtocol) => `protocol ${protocolLabel(p)}`}
        onRemove={(protocol) => {
          const rest = protocols.filter((p) => p !== protocol)
          setValue('protocols', rest)
          // a choice the list no longer holds is offered again, unless the user has started a row of their own
          if (isOfferedProtocolDraft(draft, protocols)) setValue('protocolDraft', offeredProtocolDraft(rest))
        }}
        onEmptied={() => focus('protocol')}
        emptyText="Every protocol."
      >
        {(p) => protocolLabel(p)}
      </ItemList>
      <F.Error name="protocols" label="Protocols" />
      {full ? (
        <p className={s.none}>TCP, UDP and every ICMP type are in the list.</p>
      ) : (
        <DraftFieldset label="New protocol" addLabel="Add protocol" onAdd={add}>
          <Draft.Radio
            name="protocol"
            label="Protocol"
            orientation="horizontal"
            description={
              has.has('tcp') || has.has('udp') || has.has('icmp')
                ? 'A protocol in the list already cannot be added again.'
                : undefined
            }
            options={[
              { value: 'tcp', label: 'TCP', isDisabled: has.has('tcp') },
              { value: 'udp', label: 'UDP', isDisabled: has.has('udp') },
              { value: 'icmp', label: 'ICMP', isDisabled: has.has('icmp') },
            ]}
            onChange={() => {
              setValue('protocolDraft.icmpType', '')
              setValue('protocolDraft.icmpCode', '')
            }}
          />
          {draft.protocol === 'icmp' && (
            <>
              <Draft.ComboBox
                name="icmpType"
                label="ICMP type"
                allowsCustomValue
                touchOnBlur={false}
                description="Empty for every type; a number from 0 to 255, or pick a common one"
                items={ICMP_TYPES}
              />
              <Draft.Text
                name="icmpCode"
                label="ICMP code"
                mono
                touchOnBlur={false}
                description="Empty for every code of the type; a code like 3 or a range like 0-15"
              />
            </>
          )}
        </DraftFieldset>
      )}
    </section>
  )
}
