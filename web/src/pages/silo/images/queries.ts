import { listQuery, query } from '~/api/query'

/** Images every project of the silo can use (an image list without a project). */
export const siloImageList = () => listQuery('imageList', { query: {} })

/** Without a project, a name selects a silo image. */
export const siloImageView = (image: string) => query('imageView', { path: { image } })
