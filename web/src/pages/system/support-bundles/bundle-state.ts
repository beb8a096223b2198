import type { SupportBundleInfo, SupportBundleState } from '~/api/__generated__/Api'
import type { BadgeColor } from '~/ui/Badge'
import { POLL_MS } from '~/util/constants'

/** Each state as the API names it, in a color that only reinforces the word. */
export const BUNDLE_STATE_COLORS: Record<SupportBundleState, BadgeColor> = {
  collecting: 'info',
  active: 'success',
  destroying: 'warning',
  failed: 'danger',
}

/**
 * A bundle on its way to another state: collecting (to active or failed) or destroying (to gone). Its badge
 * spins, and the pages that show it read it again until it settles.
 */
export const isSettling = (state: SupportBundleState) => state === 'collecting' || state === 'destroying'

/** How often a list or a bundle's page reads again: POLL_MS while a bundle is settling, else never. */
export const pollWhileSettling = (bundles: readonly Pick<SupportBundleInfo, 'state'>[]) =>
  bundles.some((b) => isSettling(b.state)) ? POLL_MS : 0

/** Why a bundle's files cannot be listed or downloaded; none once it is active. */
export function filesUnavailableReason(state: SupportBundleState): string | undefined {
  switch (state) {
    case 'active':
      return undefined
    case 'collecting':
      return 'The bundle is still being collected. Its files can be listed and downloaded once it is active.'
    case 'failed':
      return 'Collection failed, so the bundle has no files to download.'
    case 'destroying':
      return 'The bundle is being destroyed; its files are no longer available.'
  }
}

/** Why the comment cannot be changed, if it cannot. */
export const commentLockedReason = (state: SupportBundleState) =>
  state === 'destroying' ? 'A bundle being destroyed cannot be changed' : undefined

/** Why the bundle cannot be deleted, if it cannot. */
export const deleteLockedReason = (state: SupportBundleState) =>
  state === 'destroying' ? 'The bundle is being destroyed already' : undefined

/** The first block of the id, enough to tell bundles apart in a sentence or a menu's name. */
export const shortId = (id: string) => id.slice(0, 8)
