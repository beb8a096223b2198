import type { InstanceState } from '~/api/__generated__/Api'
import { stateRules } from '~/components/state-rules'

/**
 * The run states in which the API moves a floating IP on or off an instance: a stopped instance takes it at
 * its next start, a running one at once; in between (starting, migrating...) the API refuses.
 */
const rules = stateRules<'attach' | 'detach', InstanceState>('instance', {
  attach: ['running', 'stopped'],
  detach: ['running', 'stopped'],
})

/** "Only a running or stopped instance can ..." or undefined when the state allows it. */
export const floatingIpAttachReason = (state: InstanceState) =>
  rules.disabledReason('attach', state, 'have a floating IP attached')

export const floatingIpDetachReason = (state: InstanceState) =>
  rules.disabledReason('detach', state, 'have a floating IP detached')
