import { useId, useRef } from 'react'
import { formFields } from '~/components/form/form-fields'
import s from '~/pages/system/alerts/alerts.module.css'
import { SubscriptionField } from '~/pages/system/alerts/fields/SubscriptionField'
import { subscriptionProblem } from '~/pages/system/alerts/subscription-rules'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import type { ReceiverValues } from './receiver-form'

const F = formFields<ReceiverValues>()
const ADD_LABEL = 'Add subscription'

/**
 * The alert classes and patterns the new receiver subscribes to: each typed or picked, then added to the list. A
 * pattern left in the field when the form is sent goes along too.
 */
export function SubscriptionsSection() {
  const { subscriptions, subscriptionDraft } = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const focusDraft = () =>
    section.current?.querySelector<HTMLInputElement>('input[name="subscriptionDraft"]')?.focus()

  const add = () => {
    const text = subscriptionDraft.trim()
    setTouched('subscriptionDraft', true)
    if (subscriptionProblem(text, subscriptions)) return focusDraft()
    setValue('subscriptions', [...subscriptions, text])
    setValue('subscriptionDraft', '')
    setTouched('subscriptionDraft', false)
  }
  const remove = (subscription: string) => {
    setValue(
      'subscriptions',
      subscriptions.filter((x) => x !== subscription),
    )
    // its button is gone: the focus goes to the one that adds, not to the page behind the form
    const buttons = section.current?.querySelectorAll('button') ?? []
    ;[...buttons].find((b) => b.textContent === ADD_LABEL)?.focus()
  }

  return (
    <section ref={section} className={s.group} aria-labelledby={titleId}>
      <SectionHeading level={3} size="base" id={titleId}>
        Subscriptions
      </SectionHeading>
      <p className={s.note}>
        The receiver gets the alerts of these classes. Without any, it gets only the test events you send it.
      </p>
      {subscriptions.length > 0 && (
        <ul className={s.items} aria-label="Subscriptions">
          {subscriptions.map((subscription) => (
            <li key={subscription} className={s.item}>
              <span className="mono">{subscription}</span>
              <PlainButton
                variant="ghost"
                size="sm"
                aria-label={`Remove subscription ${subscription}`}
                onClick={() => remove(subscription)}
              >
                Remove
              </PlainButton>
            </li>
          ))}
        </ul>
      )}
      <SubscriptionField name="subscriptionDraft" />
      <div>
        <PlainButton variant="secondary" size="sm" onClick={add}>
          {ADD_LABEL}
        </PlainButton>
      </div>
    </section>
  )
}
