import { listQuery, query } from '~/api/query'

export const rackList = () => listQuery('rackList', { query: {} })
export const switchList = () => listQuery('switchList', { query: {} })
export const sledList = () => listQuery('sledList', { query: {} })
export const physicalDiskList = () => listQuery('physicalDiskList', { query: {} })

export const sledView = (sledId: string) => query('sledView', { path: { sledId } })
export const sledInstanceList = (sledId: string) =>
  listQuery('sledInstanceList', { path: { sledId }, query: {} })
