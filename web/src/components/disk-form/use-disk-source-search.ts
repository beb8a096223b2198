import { type ListQuery, PICKER_PAGE_SIZE, usePreloadedApiQuery } from '~/api'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import type { SourceLists } from './disk-form'

type Page<T> = { items: T[]; nextPage?: string | null }

/** One list a disk can be made from: how to read it, and its first page as read already. */
type SourceList<M extends 'snapshotList' | 'imageList', T> = { list: ListQuery<M>; first: Page<T> }

/** What a source picker needs to search past the first page: what the ComboBox takes as onSearch and listStatus. */
export type SourceSearch = { onSearch: (text: string) => void; status: string }

export type SourceSearches = { snapshot?: SourceSearch; image?: SourceSearch }

const SNAPSHOTS = { one: 'snapshot', many: 'snapshots' }
const PROJECT_IMAGES = { one: 'project image', many: 'project images' }
const SILO_IMAGES = { one: 'silo image', many: 'silo images' }

/**
 * The snapshots and images a new disk can be made from: the first page of each list, and past it what a search by
 * the typed text finds (one search per list, the project's and the silo's images searched side by side). `lists`
 * holds everything found, for the size rule; `search` is for DiskFields, only for a list longer than its page.
 */
export function useDiskSourceSearch(sources: {
  snapshots: SourceList<'snapshotList', Snapshot>
  projectImages: SourceList<'imageList', Image>
  siloImages: SourceList<'imageList', Image>
}): { lists: SourceLists; search: SourceSearches } {
  const snapshots = usePickerSearch(sources.snapshots.list, sources.snapshots.first, SNAPSHOTS)
  const projectImages = usePickerSearch(
    sources.projectImages.list,
    sources.projectImages.first,
    PROJECT_IMAGES,
  )
  const siloImages = usePickerSearch(sources.siloImages.list, sources.siloImages.first, SILO_IMAGES)
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
 * A disk form's sources, read here: the first page of each list (what a loader read of it at once, else empty
 * until it has come), searched past it as the user types. See useDiskSourceSearch.
 */
export function useDiskSources(queries: DiskSourceQueries) {
  const snapshots = usePreloadedApiQuery(firstPage(queries.snapshots)).data ?? none
  const projectImages = usePreloadedApiQuery(firstPage(queries.projectImages)).data ?? none
  const siloImages = usePreloadedApiQuery(firstPage(queries.siloImages)).data ?? none
  return useDiskSourceSearch({
    snapshots: { list: queries.snapshots, first: snapshots },
    projectImages: { list: queries.projectImages, first: projectImages },
    siloImages: { list: queries.siloImages, first: siloImages },
  })
}
