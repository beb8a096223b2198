import { useApiQuery } from '~/api'
import { projectPickerPage, projectView } from '~/pages/silo/projects/queries'
import { Select } from '~/ui/Select'
import { formatNumber } from '~/util/format'

const ALL = 'all'

type Props = {
  /** The project chosen, by name; null for all of them. */
  project: string | null
  onChange: (project: string | null) => void
}

/**
 * The charts' choice of project: all of them, or one of the first page of the silo's projects (a select is light
 * enough for the page's first load; a searching picker is not). A project past that page, chosen through the
 * URL, is read by name and offered too. Returns the chosen project's id as well, which the charts need.
 */
export function useProjectFilter({ project, onChange }: Props) {
  const { data: page } = useApiQuery(projectPickerPage)
  const listed = project ? page?.items.find((p) => p.name === project) : undefined
  const { data: viewed } = useApiQuery(project && page && !listed ? projectView(project) : null)
  const chosen = listed ?? (viewed?.name === project ? viewed : undefined)
  const projects = page?.items ?? []
  const shown = chosen && !listed ? [chosen, ...projects] : projects
  const items = [
    { value: ALL, label: 'All projects' },
    ...shown.map((p) => ({ value: p.name, label: p.name })),
  ]
  const field = (
    <Select
      label="Project"
      inline
      items={items}
      value={chosen ? chosen.name : ALL}
      onChange={(v) => onChange(v === ALL ? null : v)}
      description={
        page?.nextPage
          ? `The first ${formatNumber(projects.length)} projects; for another, open its URL with ?project= and its name.`
          : undefined
      }
    />
  )
  return { field, projectId: chosen?.id }
}
