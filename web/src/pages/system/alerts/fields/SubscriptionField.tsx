import { useApiQuery } from '~/api'
import type { AlertClass } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import s from '~/pages/system/alerts/alerts.module.css'
import { alertClassList } from '~/pages/system/alerts/queries'
import {
  isPattern,
  matchingClasses,
  SUBSCRIPTION_LABEL,
  subscriptionProblem,
} from '~/pages/system/alerts/subscription-rules'

type Values = { subscription: string; subscriptionDraft: string }
const F = formFields<Values>()

export const SUBSCRIPTION_HELP =
  'Pick an alert class, or type a pattern: * stands for one part of a class name and ** for any number of parts, so instance.* covers every instance alert and hw.** every hardware alert.'

/** What a valid pattern covers, as the user types it, so a glob is never a guess. */
function Matches({ text, classes }: { text: string; classes: AlertClass[] }) {
  if (!text || !isPattern(text) || subscriptionProblem(text)) return null
  const names = matchingClasses(text, classes)
  return (
    <p className={s.note} aria-live="polite">
      {names.length === 0
        ? `${text} matches none of the current alert classes; it will match any added later that fit it.`
        : `${text} matches ${names.length} ${names.length === 1 ? 'class' : 'classes'}: ${names.join(', ')}.`}
    </p>
  )
}

/**
 * An alert class or glob pattern, picked from the classes the rack emits (each with its description) or typed.
 * When the classes cannot be read, it is typed: the pattern rules still apply.
 */
export function SubscriptionField({ name, autoFocus }: { name: keyof Values; autoFocus?: boolean }) {
  const { data } = useApiQuery(alertClassList().all())
  const classes = data?.items ?? []
  const text = F.useValues()[name].trim()
  return (
    <div className={s.group}>
      <F.ComboBox
        name={name}
        label={SUBSCRIPTION_LABEL}
        allowsCustomValue
        touchOnBlur={name === 'subscription'}
        autoFocus={autoFocus}
        items={classes.map((c) => ({ value: c.name, label: c.name, description: c.description }))}
        description={SUBSCRIPTION_HELP}
      />
      <Matches text={text} classes={classes} />
    </div>
  )
}
