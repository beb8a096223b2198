import { usePrefetchedApiQuery } from '~/api/client'

/** The signed-in user; every authenticated route's layout preloads it. */
export function useCurrentUser() {
  return usePrefetchedApiQuery('currentUserView', {}).data
}
