import { listQuery, query } from '~/api/query'

/** Newest first, so a bundle just asked for heads the first page. */
export const supportBundleList = () =>
  listQuery('supportBundleList', { query: { sortBy: 'time_and_id_descending' } })

export const supportBundleView = (bundleId: string) => query('supportBundleView', { path: { bundleId } })
