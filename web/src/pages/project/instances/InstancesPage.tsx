import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router'
import type { Instance, NameOrIdSortMode } from '~/api/__generated__/Api'
import { type ApiParams, preload, useApiQuery } from '~/api/client'
import { isTransitionalInstance } from '~/components/instance-state'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { type Column, firstPageParams, QueryTable, usePageParams } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { InstanceStateBadge } from '~/components/StateBadges'
import { EmptyState } from '~/ui/EmptyState'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { Select } from '~/ui/Select'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import s from './instances.module.css'
import { INSTANCE_POLL_MS } from './poll'
import { useInstanceActions } from './use-instance-actions'

type Sort = Extract<NameOrIdSortMode, 'name_ascending' | 'name_descending'>
const SORTS = [
  { value: 'name_ascending', label: 'Name, A to Z' },
  { value: 'name_descending', label: 'Name, Z to A' },
]
const sortFrom = (search: URLSearchParams): Sort =>
  search.get('sort') === 'name_descending' ? 'name_descending' : 'name_ascending'

const listQuery = (project: string, sortBy: Sort): ApiParams<'instanceList'> => ({
  query: { project, sortBy },
})

export async function loader({ params, request }: LoaderFunctionArgs) {
  const sortBy = sortFrom(new URL(request.url).searchParams)
  await preload('instanceList', firstPageParams(listQuery(params.project!, sortBy), request.url))
  return null
}

const columns = (project: string): Column<Instance>[] => [
  {
    header: 'Name',
    cell: (i) => (
      <Link to={pb.instance({ project, instance: i.name })} className="mono">
        {i.name}
      </Link>
    ),
  },
  {
    header: 'State',
    cell: (i) => (
      <span className={s.state}>
        <InstanceStateBadge state={i.runState} />
        <span className={s.since}>
          <RelativeTime date={i.timeRunStateUpdated} />
        </span>
      </span>
    ),
  },
  { header: 'CPU', numeric: true, cell: (i) => `${i.ncpus} vCPU` },
  { header: 'Memory', numeric: true, cell: (i) => formatBytes(i.memory) },
  { header: 'Created', cell: (i) => <RelativeTime date={i.timeCreated} /> },
]

/** The same first page QueryTable reads, to decide whether to keep polling. */
function useListPolling(project: string, sortBy: Sort) {
  const { limit, pageToken } = usePageParams()
  const { data } = useApiQuery('instanceList', { query: { project, sortBy, limit, pageToken } })
  return data?.items.some((i) => isTransitionalInstance(i.runState)) ?? false
}

export default function InstancesPage() {
  const { project = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const sortBy = sortFrom(search)
  const polling = useListPolling(project, sortBy)
  const { actionsFor } = useInstanceActions(project)

  const setSort = (value: string) => {
    const next = new URLSearchParams(search)
    // a page token belongs to one sort order, so a new order starts from its first page
    next.delete('page')
    if (value === 'name_ascending') next.delete('sort')
    else next.set('sort', value)
    setSearch(next, { preventScrollReset: true })
  }

  const newInstance = <LinkButton to={pb.instancesNew({ project })}>New instance</LinkButton>
  return (
    <>
      <PageHeader title="Instances" icon={<InstancesIcon />} actions={newInstance} />
      <div className={s.toolbar}>
        <Select inline label="Sort by" items={SORTS} value={sortBy} onChange={setSort} />
      </div>
      <QueryTable
        method="instanceList"
        params={listQuery(project, sortBy)}
        label="Instances"
        columns={columns(project)}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.name}
        rowActions={actionsFor}
        refreshInterval={polling ? INSTANCE_POLL_MS : undefined}
        emptyState={
          <EmptyState
            icon={<InstancesIcon />}
            title="No instances"
            body="Instances are virtual machines in this project. Create one to get started."
            action={newInstance}
          />
        }
      />
    </>
  )
}
