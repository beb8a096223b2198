import { useState } from 'react'
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
 * disks, and past it those whose name holds the typed text, found as the user types. A disk found that way stays
 * offered once chosen, so the picker still shows it when the search moves on.
 * Give the ComboBox `items`, `onChange`, `onSearch` and `listStatus={status}`.
 */
export function useDetachedDiskPicker(project: string, firstPage: DiskPage, taken: readonly string[]) {
  const search = usePickerSearch(diskList(project), firstPage, DISKS)
  const [kept, setKept] = useState<Disk[]>([])
  const offered = [...search.items, ...kept.filter((k) => !search.items.some((d) => d.id === k.id))]
  const items = offered
    .filter((d) => isDetached(d) && !taken.includes(d.name))
    .map((d) => ({ value: d.name, label: d.name, description: formatBytes(d.size) }))
  const onChange = (name: string) => {
    const disk = search.items.find((d) => d.name === name)
    const known = (list: Disk[]) => list.some((d) => d.id === disk?.id)
    if (disk && !known(firstPage.items) && !known(kept)) setKept((k) => [...k, disk])
  }
  return {
    items,
    onChange,
    onSearch: search.onSearch,
    status: search.status,
    /** Whether the first page is all of the list, so that no search can offer more than `items`. */
    complete: !firstPage.nextPage,
  }
}
