import type { ActionMenuItem } from '~/ui/Menu'

/**
 * Menu items as the user's role allows them: with a role's reason, every item but Copy ID and those `open` keeps
 * (ones that only look) is disabled with it, before any reason of its own (a state that would not allow it either).
 */
export function gateItems<T extends ActionMenuItem>(
  items: T[],
  reason: string | undefined,
  open: (item: T) => boolean = () => false,
): T[] {
  if (!reason) return items
  return items.map((item) =>
    item.key === 'copy-id' || open(item) ? item : { ...item, disabledReason: reason },
  )
}
