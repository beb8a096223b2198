import type { Disk } from '~/api/__generated__/Api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { diskList } from '~/pages/project/disks/queries'
import { formatBytes } from '~/util/format'

/** The first page of the project's disks, as the form's loader reads it. */
export type DiskPage = { items: Disk[]; nextPage?: string | null }

const DISKS = { one: 'disk', many: 'disks' }

const isDetached = (disk: Disk) => disk.state.state === 'detached'

/** Whether the project may have a detached disk: one on the first page, or a list that goes on past it. */
export const mayHaveDetachedDisk = (page: DiskPage) => Boolean(page.nextPage) || page.items.some(isDetached)

/**
 * A picker of the project's detached disks by name, leaving out `taken` names: those on the first page of its
 * disks, and past it those whose name holds the typed text, found as the user types (and offered from then on).
 * Give the ComboBox `items`, `onSearch` and `listStatus={status}`.
 */
export function useDetachedDiskPicker(project: string, firstPage: DiskPage, taken: readonly string[]) {
  const search = usePickerSearch(diskList(project), firstPage, DISKS)
  const items = search.items
    .filter((d) => isDetached(d) && !taken.includes(d.name))
    .map((d) => ({ value: d.name, label: d.name, description: formatBytes(d.size) }))
  return {
    items,
    onSearch: search.onSearch,
    status: search.status,
    /** Whether the first page is all of the list, so that no search can offer more than `items`. */
    complete: !firstPage.nextPage,
  }
}
