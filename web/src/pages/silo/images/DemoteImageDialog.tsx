import { useApiQuery } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { useDemoteImage } from '~/components/images/image-scope'
import { addToast } from '~/components/toasts'
import { projectList } from '~/pages/silo/projects/queries'
import { demoteImageSchema } from './demote-image-schema'

type Props = { image: Image; onClose: () => void; onDemoted?: () => void }

type Values = { project: string }
const F = formFields<Values>()

/** Demoting moves a silo image into one project; choosing that project is the confirmation. */
export function DemoteImageDialog({ image, onClose, onDemoted }: Props) {
  const { data: projects } = useApiQuery(projectList().all())
  const items = (projects?.items ?? []).map((p) => ({
    value: p.name,
    label: p.name,
    description: p.description,
  }))

  const demote = useDemoteImage({
    onDemoted: (demoted) => {
      const project = projects?.items.find((p) => p.id === demoted.projectId)?.name ?? demoted.projectId
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
        isRequired
        autoFocus
      />
    </ModalForm>
  )
}
