import { useApiQuery } from '~/api'
import type { Project } from '~/api/__generated__/Api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { projectList, projectPickerPage, projectView } from '~/pages/silo/projects/queries'
import { ComboBox } from '~/ui/ComboBox'

const ALL = 'all'
const PROJECTS = { one: 'project', many: 'projects' }
const noProjects = { items: [] as Project[] }

type Props = {
  /** The project chosen, by name; null for all of them. */
  project: string | null
  onChange: (project: string | null) => void
}

/**
 * The charts' choice of project: all of them, or one from the first page of the silo's projects, the rest found
 * by name as the user types. Returns the chosen project's id too (read by name when it is not in the list at hand),
 * which the charts need.
 */
export function useProjectFilter({ project, onChange }: Props) {
  const { data: page } = useApiQuery(projectPickerPage)
  const search = usePickerSearch(projectList(), page ?? noProjects, PROJECTS)
  const listed = project ? search.items.find((p) => p.name === project) : undefined
  const { data: viewed } = useApiQuery(project && !listed ? projectView(project) : null)
  const chosen = listed ?? (viewed?.name === project ? viewed : undefined)
  const shown = chosen && !listed ? [chosen, ...search.items] : search.items
  const items = [
    { value: ALL, label: 'All projects' },
    ...shown.map((p) => ({ value: p.name, label: p.name })),
  ]
  const field = (
    <ComboBox
      label="Project"
      items={items}
      value={chosen ? chosen.name : ALL}
      onChange={(v) => onChange(v === null || v === ALL ? null : v)}
      placeholder="Search projects"
      emptyText="No project matches"
      onSearch={search.onSearch}
      listStatus={search.status}
    />
  )
  return { field, projectId: chosen?.id }
}
