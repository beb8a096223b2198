import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { ProjectValues } from './project-form'

export const handle: RouteHandle = { crumb: 'New project' }

const F = formFields<ProjectValues>()

export default function ProjectCreateForm() {
  const backToList = useBackToList(pb.projects())
  const create = useApiMutation('projectCreate', {
    onSuccess: (project) => {
      invalidate('projectList')
      addToast({ title: `Project ${project.name} created` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      schema={nameDescriptionSchema}
      request={(values) => create.prepare({ body: values })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
