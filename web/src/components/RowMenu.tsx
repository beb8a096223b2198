import { ActionMenu } from '~/ui/Menu'
import { copyIdItem } from './copy-id'
import { type RequestItem, withShowRequests } from './show-request/request-items'

/**
 * A table row's menu: its own component, so that the items may come from a hook. 'Copy ID' ends it, after
 * "Show requests" when an item changes something.
 */
export function RowMenu<T>({
  row,
  name,
  useItems,
}: {
  row: T
  /** What the row is, e.g. "instance db" or "db": the menu is "Actions for {name}". */
  name: string
  useItems: (row: T) => RequestItem[]
}) {
  const id = (row as { id?: unknown }).id
  const copy = typeof id === 'string' ? [copyIdItem(id)] : []
  return (
    <ActionMenu label={`Actions for ${name}`} items={[...withShowRequests(name, useItems(row)), ...copy]} />
  )
}
