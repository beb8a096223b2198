import type { SupportBundleCreate, SupportBundleUpdate } from '~/api/__generated__/Api'

/** The one field of the bundle forms: a note for whoever reads the bundle, e.g. the support case it is for. */
export type CommentValues = { comment: string }

/** What the API is sent: the comment as typed, without the blanks around it; none at all when nothing is left. */
export function commentBody({ comment }: CommentValues): SupportBundleCreate & SupportBundleUpdate {
  const text = comment.trim()
  return { userComment: text || null }
}

export const COMMENT_HELP = 'Optional. Say why the bundle is collected, e.g. the support case it is for.'
