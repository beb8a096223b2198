import { type ListQuery, PICKER_PAGE_SIZE, usePreloadedApiQuery } from '~/api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import type { SourceLists } from './disk-form'

/** What a source picker needs to search past the first page: what the ComboBox takes as onSearch and listStatus. */
export type SourceSearch = { onSearch: (text: string) => void; status: string }

export type SourceSearches = { snapshot?: SourceSearch; image?: SourceSearch }

const SNAPSHOTS = { one: 'snapshot', many: 'snapshots' }
const PROJECT_IMAGES = { one: 'project image', many: 'project images' }
const SILO_IMAGES = { one: 'silo image', many: 'silo images' }

/** The lists a new disk's source is picked from. */
export type DiskSourceQueries = {
  snapshots: ListQuery<'snapshotList'>
  projectImages: ListQuery<'imageList'>
  siloImages: ListQuery<'imageList'>
}

const firstPage = <M extends 'snapshotList' | 'imageList'>(list: ListQuery<M>) =>
  list.page({ limit: PICKER_PAGE_SIZE })

const none = { items: [] }

/**
 * The snapshots and images a new disk can be made from: the first page of each list (what a loader read of it at
 * once, else empty until it has come), and past it what a search by the typed text finds (one search per list,
 * the project's and the silo's images searched side by side). `lists` holds everything found, for the size rule;
 * `search` is for DiskFields, only for a list longer than its page.
 */
export function useDiskSources(queries: DiskSourceQueries): { lists: SourceLists; search: SourceSearches } {
  const snapshotPage = usePreloadedApiQuery(firstPage(queries.snapshots)).data ?? none
  const projectImagePage = usePreloadedApiQuery(firstPage(queries.projectImages)).data ?? none
  const siloImagePage = usePreloadedApiQuery(firstPage(queries.siloImages)).data ?? none
  const snapshots = usePickerSearch(queries.snapshots, snapshotPage, SNAPSHOTS)
  const projectImages = usePickerSearch(queries.projectImages, projectImagePage, PROJECT_IMAGES)
  const siloImages = usePickerSearch(queries.siloImages, siloImagePage, SILO_IMAGES)
  const imageSearches = [projectImages, siloImages].filter((s) => s.onSearch)
  const image: SourceSearch | undefined = imageSearches.length
    ? {
        onSearch: (text) => {
          for (const s of imageSearches) s.onSearch?.(text)
        },
        status: imageSearches.map((s) => s.status).join(' '),
      }
    : undefined
  return {
    lists: { snapshots: snapshots.items, images: [...projectImages.items, ...siloImages.items] },
    search: {
      snapshot: snapshots.onSearch && { onSearch: snapshots.onSearch, status: snapshots.status ?? '' },
      image,
    },
  }
}
