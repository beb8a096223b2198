import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api/client'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: (p) => p.project ?? '' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload('projectView', { path: { project: params.project! } })
  return null
}

const schema = yup.object({ name: nameSchema(), description: yup.string() })

export default function ProjectEditForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery('projectView', { path: { project } })
  const update = useApiMutation('projectUpdate', {
    onSuccess: (updated) => {
      invalidate('projectList')
      invalidate('projectView')
      addToast({ title: `Project ${updated.name} updated` })
      navigate(pb.projects())
    },
  })
  return (
    <SideModalForm
      title="Edit project"
      subtitle={data.name}
      submitLabel="Save changes"
      initialValues={{ name: data.name, description: data.description }}
      validationSchema={schema}
      onSubmit={(values) => update.mutate({ path: { project }, body: values })}
      loading={update.isPending}
      submitError={update.error}
      onDismiss={() => navigate(pb.projects())}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
