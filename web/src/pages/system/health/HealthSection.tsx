import { RefreshFailed } from '~/components/RefreshFailed'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { inSentence } from '~/util/format'
import { HealthItemView } from './HealthItemView'
import s from './health.module.css'
import { compareItems, type HealthItem } from './health-item'
import type { HealthPart } from './health-parts'
import { SeverityBadge } from './SeverityBadge'
import type { HealthRead } from './use-health-part'

/** Beside the part's title: how it stands at a glance, in words. */
function Verdict({ items }: { items: readonly HealthItem[] }) {
  const [worst] = items
  if (!worst) return <Badge color="success">clear</Badge>
  return (
    <span className={s.row}>
      <SeverityBadge severity={worst.severity} />
      <span className={s.secondary}>{items.length === 1 ? '1 item' : `${items.length} items`}</span>
    </span>
  )
}

/**
 * One part of the page, read on its own: a spinner while it is on its way; its error in its place (a refusal
 * says who may read it) with Try again, leaving the other parts as they are; then what it found, most serious
 * first, or that it found nothing and what it checked.
 */
export function HealthSection({ part, read }: { part: HealthPart; read: HealthRead }) {
  const headingId = `health-${part.id}`
  const what = inSentence(part.title)
  const items = read.data ? [...read.data.items].sort(compareItems) : null
  return (
    <section className={s.part} aria-labelledby={headingId}>
      <div className={s.row}>
        <SectionHeading id={headingId}>{part.title}</SectionHeading>
        {items && <Verdict items={items} />}
      </div>
      {!read.data && !read.error && <Spinner label={`Checking ${what}`} />}
      {!read.data && read.error && (
        <div className={s.problem}>
          <p role="alert">
            {read.error.statusCode === 403
              ? `Not checked: ${read.error.message}.${part.forbidden ? ` ${part.forbidden}` : ''}`
              : `Could not check ${what}: ${read.error.message.replace(/\.$/, '')}.`}
          </p>
          {read.error.statusCode !== 403 && (
            <PlainButton
              variant="secondary"
              size="sm"
              loading={read.isValidating}
              onClick={() => read.checkAgain()}
            >
              Try again
            </PlainButton>
          )}
        </div>
      )}
      {read.data && <RefreshFailed what={what} read={read} />}
      {items && items.length > 0 && (
        <ul className={s.items} aria-label={`${part.title} that need attention`}>
          {items.map((item) => (
            <HealthItemView key={item.key} item={item} />
          ))}
        </ul>
      )}
      {items && items.length === 0 && read.data && (
        <p className={s.secondary}>Nothing needs attention. Checked {read.data.checked}.</p>
      )}
    </section>
  )
}
