import { usePrefetchedApiQuery } from '~/api'
import { currentUserView } from './current-user'

/** The signed-in user, whom the signed-in shell's loader has read. */
export function useCurrentUser() {
  return usePrefetchedApiQuery(currentUserView).data
}
