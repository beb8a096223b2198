import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { shortId } from './bundle-state'
import { COMMENT_HELP, type CommentValues, commentBody } from './comment-form'

export const handle: RouteHandle = { crumb: 'Create support bundle' }

const F = formFields<CommentValues>()

/**
 * Asks the rack for a new bundle. The API records why on its own (the reason, "Created by external API"); the
 * comment is the operator's. Back on the list, the new bundle is collecting and the list follows it.
 */
export default function SupportBundleCreateForm() {
  const backToList = useBackToList(pb.supportBundles())
  const create = useApiMutation('supportBundleCreate', {
    onSuccess: (bundle) => {
      invalidate('supportBundleList')
      addToast({
        title: `Support bundle ${shortId(bundle.id)} created`,
        content: 'It is being collected and can be downloaded once it is active.',
      })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create support bundle"
      submitLabel="Create support bundle"
      initialValues={{ comment: '' }}
      request={(values) => create.prepare({ body: commentBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Text name="comment" label="Comment" multiline autoFocus description={COMMENT_HELP} />
    </SideModalForm>
  )
}
