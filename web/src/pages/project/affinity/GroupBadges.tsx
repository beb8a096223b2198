import type { AffinityPolicy } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import s from './affinity.module.css'
import { type GroupKind, KINDS, POLICIES } from './group-kind'

export function KindBadge({ kind }: { kind: GroupKind }) {
  return <Badge color={KINDS[kind].color}>{KINDS[kind].badge}</Badge>
}

/** The policy as a word and what it means: briefly in a table, in full on a group's page. */
export function PolicyText({ policy, full = false }: { policy: AffinityPolicy; full?: boolean }) {
  return (
    <span className={s.policy}>
      <Badge color={policy === 'fail' ? 'warning' : 'neutral'}>{policy}</Badge>
      <span className={s.muted}>{full ? POLICIES[policy].meaning : POLICIES[policy].short}</span>
    </span>
  )
}
