import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { shortId } from './bundle-state'
import { COMMENT_HELP, type CommentValues, commentBody } from './comment-form'
import { supportBundleView } from './queries'

export const handle: RouteHandle = { crumb: 'Edit comment' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(supportBundleView(requireParams(params, 'bundleId').bundleId))
  return null
}

const F = formFields<CommentValues>()

/** The bundle's comment, the one thing about it that can change (`PUT`); emptied, the bundle has none. */
export default function SupportBundleEditForm() {
  const { bundleId } = useRequiredParams('bundleId')
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery(supportBundleView(bundleId))
  const back = () => navigate(pb.supportBundle({ bundleId }))
  const update = useApiMutation('supportBundleUpdate', {
    onSuccess: (bundle) => {
      addToast({ title: `Comment of support bundle ${shortId(bundle.id)} saved` })
      invalidate('supportBundleView')
      invalidate('supportBundleList')
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit comment"
      subtitle={<span className="mono">{data.id}</span>}
      submitLabel="Save comment"
      initialValues={{ comment: data.userComment ?? '' }}
      request={(values) => update.prepare({ path: { bundleId }, body: commentBody(values) })}
      onDismiss={back}
    >
      <F.Text name="comment" label="Comment" multiline autoFocus description={COMMENT_HELP} />
    </SideModalForm>
  )
}
