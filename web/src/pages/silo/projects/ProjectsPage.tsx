import { Outlet } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { Project } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { FilterableQueryTable } from '~/components/name-filter/FilterableQueryTable'
import { PageHeader } from '~/components/PageHeader'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem } from '~/components/show-request/request-items'
import { EmptyState } from '~/ui/EmptyState'
import { ProjectsIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { projectList } from './queries'

export const handle: RouteHandle = { crumb: 'Projects', crumbPath: () => pb.projects() }

const columns: Column<Project>[] = [
  {
    header: 'Name',
    cell: (p) => (
      <Link to={pb.instances({ project: p.name })} className="mono">
        {p.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (p) => p.description || '—' },
  { header: 'Created', cell: (p) => <RelativeTime date={p.timeCreated} /> },
]

export default function ProjectsPage() {
  // a project is made in the silo, which takes a collaborator there
  const createReason = useSiloReason('collaborator')
  const openOverList = useOpenOverList()
  const del = useApiMutation('projectDelete', { onSuccess: () => invalidate('projectList') })
  return (
    <>
      <PageHeader
        title="Projects"
        icon={<ProjectsIcon />}
        actions={
          <LinkButton overList disabledReason={createReason} to={pb.projectsNew()}>
            New project
          </LinkButton>
        }
      />
      <FilterableQueryTable
        noun={{ one: 'project', many: 'projects' }}
        query={projectList()}
        label="Projects"
        columns={columns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        rowActions={(p) => [
          { key: 'edit', label: 'Edit', onAction: () => openOverList(pb.projectEdit({ project: p.name })) },
          confirmItem({
            key: 'delete',
            label: 'Delete',
            danger: true,
            request: () => del.prepare({ path: { project: p.name } }),
            confirm: deleteConfirm({ kind: 'project', name: p.name }),
          }),
        ]}
        emptyState={
          <EmptyState
            icon={<ProjectsIcon />}
            title="No projects"
            body="Projects hold your instances, disks and networks. Create one to get started."
            action={
              <LinkButton overList disabledReason={createReason} to={pb.projectsNew()}>
                New project
              </LinkButton>
            }
          />
        }
      />
      <Outlet />
    </>
  )
}
