import { ActionMenu, type ActionMenuItem } from '~/ui/Menu'
import { copyIdItem } from './copy-id'

/** A table row's menu: its own component, so that the items may come from a hook. 'Copy ID' ends it. */
export function RowMenu<T>({
  row,
  label,
  useItems,
}: {
  row: T
  label: string
  useItems: (row: T) => ActionMenuItem[]
}) {
  const id = (row as { id?: unknown }).id
  const copy: ActionMenuItem[] = typeof id === 'string' ? [copyIdItem(id)] : []
  return <ActionMenu label={label} items={[...useItems(row), ...copy]} />
}
