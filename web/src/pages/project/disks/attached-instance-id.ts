import type { DiskState } from '~/api/__generated__/Api'

/** The instance a disk's state names: the one it is attached to, or being attached to or detached from. */
export const attachedInstanceId = (state: DiskState) => ('instance' in state ? state.instance : undefined)
