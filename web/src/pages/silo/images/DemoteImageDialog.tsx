import { useApiQuery } from '~/api'
import type { Image, Project } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { useDemoteImage } from '~/components/images/image-scope'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { addToast } from '~/components/toasts'
import { projectList, projectPickerPage } from '~/pages/silo/projects/queries'
import { demoteImageSchema } from './demote-image-schema'

type Props = { image: Image; onClose: () => void; onDemoted?: () => void }

type Values = { project: string }
const F = formFields<Values>()
const PROJECTS = { one: 'project', many: 'projects' }
const noProjects = { items: [] as Project[] }

/** Demoting moves a silo image into one project; choosing that project is the confirmation. */
export function DemoteImageDialog({ image, onClose, onDemoted }: Props) {
  // the first page, and the rest searched by name as the user types
  const { data: projects } = useApiQuery(projectPickerPage)
  const search = usePickerSearch(projectList(), projects ?? noProjects, PROJECTS)
  const items = search.items.map((p) => ({
    value: p.name,
    label: p.name,
    description: p.description,
  }))

  const demote = useDemoteImage({
    onDemoted: (demoted) => {
      const project = search.items.find((p) => p.id === demoted.projectId)?.name ?? demoted.projectId
      addToast({ title: `Image ${image.name} demoted to project ${project}` })
      onClose()
      onDemoted?.()
    },
  })

  return (
    <ModalForm
      title="Demote image"
      submitLabel="Demote"
      initialValues={{ project: '' }}
      schema={demoteImageSchema}
      request={({ project }) => demote(image, project)}
      // the one choice here is the project, so whatever the API refuses is about it
      errorField={() => 'project'}
      onClose={onClose}
    >
      <p>
        Image <span className="mono">{image.name}</span> will belong to the chosen project only; other
        projects will no longer be able to use it.
      </p>
      <F.ComboBox
        name="project"
        label="Project"
        items={items}
        placeholder={projects ? 'Search projects' : 'Loading projects…'}
        emptyText="No project matches"
        onSearch={search.onSearch}
        listStatus={search.status}
        isRequired
        autoFocus
      />
    </ModalForm>
  )
}
