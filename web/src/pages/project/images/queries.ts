import { listQuery, query } from '~/api/query'

/** A project's own images (silo images are listed without a project). */
export const projectImageList = (project: string) => listQuery('imageList', { query: { project } })

export const projectImageView = ({ project, image }: { project: string; image: string }) =>
  query('imageView', { path: { image }, query: { project } })
