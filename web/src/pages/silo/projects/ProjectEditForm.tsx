import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { ProjectValues } from './project-form'
import { projectView } from './queries'

export const handle = paramsHandle(['project'], { crumb: (p) => p.project })

const F = formFields<ProjectValues>()

export default function ProjectEditForm() {
  const { project } = useRequiredParams('project')
  const backToList = useBackToList(pb.projects())
  const { data } = usePrefetchedApiQuery(projectView(project))
  const update = useApiMutation('projectUpdate', {
    onSuccess: (updated) => {
      invalidate('projectList')
      // under a new name the old one would only answer 404 to the form still closing
      if (updated.name === data.name) invalidate('projectView')
      addToast({ title: `Project ${updated.name} updated` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Edit project"
      subtitle={data.name}
      submitLabel="Save changes"
      initialValues={{ name: data.name, description: data.description }}
      schema={nameDescriptionSchema}
      request={(values) => update.prepare({ path: { project }, body: values })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
