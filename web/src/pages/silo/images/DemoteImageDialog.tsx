import { useState } from 'react'
import type { Image } from '~/api/__generated__/Api'
import { useApiQuery } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { DialogForm } from '~/components/form/ModalForm'
import { demoteImage } from '~/components/images/image-scope'
import { allProjects } from '~/components/lists'
import { addToast } from '~/components/toasts'
import { ComboBox } from '~/ui/ComboBox'

type Props = { image: Image; onClose: () => void; onDemoted?: () => void }

/** Demoting moves a silo image into one project; choosing that project is the confirmation. */
export function DemoteImageDialog({ image, onClose, onDemoted }: Props) {
  const [project, setProject] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const { data: projects } = useApiQuery('projectList', allProjects())
  const items = (projects?.items ?? []).map((p) => ({
    value: p.name,
    label: p.name,
    description: p.description,
  }))

  const submit = async () => {
    setTouched(true)
    if (!project || pending) return
    setPending(true)
    try {
      await demoteImage(image, project)
      addToast({ title: `Image ${image.name} demoted to project ${project}` })
      onClose()
      onDemoted?.()
    } catch (e) {
      setError(e as ApiError)
    } finally {
      setPending(false)
    }
  }

  return (
    <DialogForm
      title="Demote image"
      submitLabel="Demote"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        Image <span className="mono">{image.name}</span> will belong to the chosen project only; other
        projects will no longer be able to use it.
      </p>
      <ComboBox
        label="Project"
        items={items}
        value={project}
        onChange={(v) => {
          setProject(v)
          setError(null)
        }}
        placeholder={projects ? 'Search projects' : 'Loading projects…'}
        emptyText="No project matches"
        isRequired
        autoFocus
        errorMessage={touched && !project ? 'Project is required' : (error?.message ?? undefined)}
      />
    </DialogForm>
  )
}
