import { useSearchParams } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { isTransitionalInstance } from '~/components/instance-state'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { FilterableQueryTable } from '~/components/name-filter/FilterableQueryTable'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { useRequiredParams } from '~/components/route-params'
import { InstanceStateBadge } from '~/components/StateBadges'
import { useListPolling } from '~/components/use-list-polling'
import type { StateAnnouncement } from '~/components/use-state-announcer'
import { EmptyState } from '~/ui/EmptyState'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { Select } from '~/ui/Select'
import { DOCS_LINKS } from '~/util/docs-links'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { ExternalIpsCell } from './ExternalIpsCell'
import s from './instances.module.css'
import { instanceList, instanceSortOf } from './queries'
import { INSTANCE_BULK_ACTIONS, useInstanceActions } from './use-instance-actions'

/** Said to screen readers when a row's state changes while the list is on screen. */
const INSTANCE_STATE_CHANGES: StateAnnouncement<Instance> = {
  noun: 'Instance',
  name: (i) => i.name,
  state: (i) => i.runState,
}

const SORTS = [
  { value: 'name_ascending', label: 'Name, A to Z' },
  { value: 'name_descending', label: 'Name, Z to A' },
]

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
  { header: 'External IPs', cell: (i) => <ExternalIpsCell project={project} instance={i.name} /> },
  { header: 'CPU', numeric: true, cell: (i) => `${i.ncpus} vCPU` },
  { header: 'Memory', numeric: true, cell: (i) => formatBytes(i.memory) },
  { header: 'Created', cell: (i) => <RelativeTime date={i.timeCreated} /> },
]

export default function InstancesPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  const [search, setSearch] = useSearchParams()
  const sortBy = instanceSortOf(search)
  const instances = instanceList(project, sortBy)
  const refreshInterval = useListPolling(
    instances,
    (i) => isTransitionalInstance(i.runState),
    INSTANCE_STATE_CHANGES,
  )
  const { actionsFor } = useInstanceActions(project)

  const setSort = (value: string) => {
    const next = new URLSearchParams(search)
    // a page token belongs to one sort order, so a new order starts from its first page
    next.delete('page')
    if (value === 'name_ascending') next.delete('sort')
    else next.set('sort', value)
    setSearch(next, { preventScrollReset: true })
  }

  const newInstance = (
    <LinkButton overList disabledReason={roleReason} to={pb.instancesNew({ project })}>
      New instance
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title="Instances"
        icon={<InstancesIcon />}
        actions={newInstance}
        docs={{ href: DOCS_LINKS.instances, topic: 'instances' }}
      />
      <div className={s.toolbar}>
        <Select inline label="Sort by" items={SORTS} value={sortBy} onChange={setSort} />
      </div>
      <FilterableQueryTable
        noun={{ one: 'instance', many: 'instances' }}
        query={instances}
        label="Instances"
        columns={columns(project)}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.name}
        rowActions={actionsFor}
        bulk={INSTANCE_BULK_ACTIONS}
        refreshInterval={refreshInterval}
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
