import { listQuery } from '~/api/query'

export const diskList = (project: string) => listQuery('diskList', { query: { project } })
