import { listQuery, query } from '~/api/query'

export const rackList = () => listQuery('rackList', { query: {} })
export const switchList = () => listQuery('switchList', { query: {} })
export const sledList = () => listQuery('sledList', { query: {} })
export const physicalDiskList = () => listQuery('physicalDiskList', { query: {} })

/**
 * What the inventory page reads whole: the rack summary counts all of it, and the sled and disk tables sort and
 * filter it. A rack holds at most 32 sleds of 12 disks, well within one page of a read made whole.
 */
export const inventoryLists = () => [
  rackList().all(),
  sledList().all(),
  physicalDiskList().all(),
  switchList().all(),
]

export const sledView = (sledId: string) => query('sledView', { path: { sledId } })
export const sledInstanceList = (sledId: string) =>
  listQuery('sledInstanceList', { path: { sledId }, query: {} })
/** A sled's physical disks: a sled holds at most 12, one page. */
export const sledDiskList = (sledId: string) =>
  listQuery('sledPhysicalDiskList', { path: { sledId }, query: {} })
