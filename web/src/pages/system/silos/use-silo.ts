import { usePrefetchedApiQuery } from '~/api'
import type { Silo } from '~/api/__generated__/Api'
import { useRequiredParams } from '~/components/route-params'
import { siloView } from './queries'

/** The silo of the page, as the silo page, its tabs and its forms read it (its loader has preloaded it). */
export function useSilo(): Silo {
  const { silo } = useRequiredParams('silo')
  return usePrefetchedApiQuery(siloView(silo)).data
}
