import type { Sled } from '~/api/__generated__/Api'
import type { SortSpec } from '~/components/local-table'
import { CONSOLE_LOCALE } from '~/util/locale'

const serials = new Intl.Collator(CONSOLE_LOCALE, { numeric: true })

/** In service and taking instances, then in service but not taking new ones, then expunged. */
function policyRank(sled: Sled): number {
  if (sled.policy.kind === 'expunged') return 2
  return sled.policy.provisionPolicy === 'provisionable' ? 0 : 1
}

const STATE_RANK = { active: 0, decommissioned: 1 } as const

/**
 * The orders the sled table offers. The API pages sleds by id only, and a rack holds at most 32 sleds, so the
 * table reads them whole and sorts them here. (The API tells nothing of a sled's slot in the rack once it has
 * been added: only sleds not yet added report their cubby.)
 */
export const SLED_SORTS = {
  id: { key: 'id', compare: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) },
  serial: { key: 'serial', compare: (a, b) => serials.compare(a.baseboard.serial, b.baseboard.serial) },
  policy: { key: 'policy', compare: (a, b) => policyRank(a) - policyRank(b) },
  state: { key: 'state', compare: (a, b) => STATE_RANK[a.state] - STATE_RANK[b.state] },
  threads: { key: 'threads', compare: (a, b) => a.usableHardwareThreads - b.usableHardwareThreads },
  ram: { key: 'ram', compare: (a, b) => a.usablePhysicalRam - b.usablePhysicalRam },
} satisfies Record<string, SortSpec<Sled>>
