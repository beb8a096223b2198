import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { ProjectValues } from './project-form'

export const handle: RouteHandle = { crumb: 'New project' }

const F = formFields<ProjectValues>()

export default function ProjectCreateForm() {
  const navigate = useNavigate()
  const create = useApiMutation('projectCreate', {
    onSuccess: (project) => {
      invalidate('projectList')
      addToast({ title: `Project ${project.name} created` })
      navigate(pb.projects())
    },
  })
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      schema={nameDescriptionSchema}
      onSubmit={(values) => create.mutateAsync({ body: values })}
      onDismiss={() => navigate(pb.projects())}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
