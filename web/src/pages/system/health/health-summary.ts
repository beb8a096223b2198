import { inSentence } from '~/util/format'
import { count, type HealthItem, type Severity } from './health-item'
import type { Judged } from './health-parts'

/** Where a part stands: judged (perhaps with a later read that failed), failed, or still on its way. */
export type PartOutcome = { title: string; judged?: Judged; error?: { message: string } }

export type SummaryTone = Severity | 'clear' | 'checking' | 'unknown'

export type Summary = { tone: SummaryTone; headline: string; lines: string[] }

/** `a, b and c` */
const list = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/**
 * The page's verdict over every part: what needs attention, by severity; or, when nothing does, all clear with
 * what was checked. A part that could not be read is named, with why, so an all-clear never covers what was not
 * checked; while parts are still being read, the verdict waits for them.
 */
export function healthSummary(outcomes: readonly PartOutcome[]): Summary {
  const items: HealthItem[] = outcomes.flatMap((o) => o.judged?.items ?? [])
  const pending = outcomes.filter((o) => !o.judged && !o.error)
  const failed = outcomes.filter((o) => !o.judged && o.error)
  const lines: string[] = []
  if (failed.length > 0) {
    const why = failed.map((o) => `${inSentence(o.title)} (${o.error?.message.replace(/\.$/, '')})`)
    lines.push(`Not checked: ${why.join('; ')}.`)
  }
  if (pending.length > 0) lines.push(`Still checking ${list(pending.map((o) => inSentence(o.title)))}.`)

  if (items.length > 0) {
    const of = (severity: Severity) => items.filter((i) => i.severity === severity).length
    const parts = [
      of('critical') > 0 && `${of('critical')} critical`,
      of('warning') > 0 && count(of('warning'), 'warning'),
      of('notice') > 0 && count(of('notice'), 'notice'),
    ].filter((p): p is string => typeof p === 'string')
    const tone: Severity = of('critical') > 0 ? 'critical' : of('warning') > 0 ? 'warning' : 'notice'
    return { tone, headline: `Needs attention: ${list(parts)}.`, lines }
  }
  if (pending.length > 0) return { tone: 'checking', headline: 'Checking the rack…', lines }
  const checked = outcomes.flatMap((o) => (o.judged ? [o.judged.checked] : []))
  const checkedLine = checked.length > 0 ? [`Checked ${checked.join('; ')}.`] : []
  if (failed.length === 0)
    return { tone: 'clear', headline: 'All clear: nothing needs attention.', lines: checkedLine }
  return {
    tone: 'unknown',
    headline: 'Nothing needs attention in what could be checked.',
    lines: [...checkedLine, ...lines],
  }
}
