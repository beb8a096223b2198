import type { NameOrIdSortMode } from '~/api/__generated__/Api'
import { listQuery, PICKER_PAGE_SIZE, query } from '~/api/query'
import { diskList } from '~/pages/project/disks/queries'
import { floatingIpList, projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { projectImageList } from '~/pages/project/images/queries'
import { sshKeyList } from '~/pages/settings/ssh-keys/queries'
import { siloImageList } from '~/pages/silo/images/queries'

export type InstanceSort = Extract<NameOrIdSortMode, 'name_ascending' | 'name_descending'>

/** The order of the instance list, from the URL's `?sort=`. */
export const instanceSortOf = (search: URLSearchParams): InstanceSort =>
  search.get('sort') === 'name_descending' ? 'name_descending' : 'name_ascending'

export const instanceList = (project: string, sortBy?: InstanceSort) =>
  listQuery('instanceList', { query: { project, sortBy } })

type InstanceSelector = { project: string; instance: string }

export const instanceView = ({ project, instance }: InstanceSelector) =>
  query('instanceView', { path: { instance }, query: { project } })

/** An instance by its id, which names it without its project. */
export const instanceById = (instance: string) => query('instanceView', { path: { instance } })

/** An instance has at most 12 disks, so the whole list is one page. */
export const instanceDiskList = ({ project, instance }: InstanceSelector) =>
  listQuery('instanceDiskList', { path: { instance }, query: { project } }).all()

export const instanceNicList = ({ project, instance }: InstanceSelector) =>
  listQuery('instanceNetworkInterfaceList', { query: { project, instance } }).all()

export const instanceExternalIpList = ({ project, instance }: InstanceSelector) =>
  query('instanceExternalIpList', { path: { instance }, query: { project } })

export const instanceAntiAffinityGroupList = ({ project, instance }: InstanceSelector) =>
  listQuery('instanceAntiAffinityGroupList', { path: { instance }, query: { project } }).all()

export const instanceSshKeyList = ({ project, instance }: InstanceSelector) =>
  listQuery('instanceSshPublicKeyList', { path: { instance }, query: { project } }).all()

/**
 * What the new-instance form picks from: the first page of the images, disks and floating IPs, which grow with
 * the project (their pickers search the rest as the user types), and the user's SSH keys and the silo's pools
 * whole.
 */
export const instanceCreatePickers = (project: string) => ({
  siloImages: siloImageList().page({ limit: PICKER_PAGE_SIZE }),
  projectImages: projectImageList(project).page({ limit: PICKER_PAGE_SIZE }),
  disks: diskList(project).page({ limit: PICKER_PAGE_SIZE }),
  sshKeys: sshKeyList().all(),
  pools: projectIpPoolList().all(),
  floatingIps: floatingIpList(project).page({ limit: PICKER_PAGE_SIZE }),
})
