import { listQuery } from '~/api'

export const antiAffinityGroupList = (project: string) =>
  listQuery('antiAffinityGroupList', { query: { project } })
