import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api/client'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'New project' }

const schema = yup.object({ name: nameSchema(), description: yup.string() })

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
      validationSchema={schema}
      onSubmit={(values) => create.mutate({ body: values })}
      loading={create.isPending}
      submitError={create.error}
      onDismiss={() => navigate(pb.projects())}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
