import { listQuery } from '~/api'

export const diskList = (project: string) => listQuery('diskList', { query: { project } })
