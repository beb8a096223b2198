import { usePrefetchedApiQuery } from '~/api'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { useRequiredParams } from '~/components/route-params'
import { alertReceiverView } from '~/pages/system/alerts/queries'

/** The receiver the page is about, as every tab and form under it reads it. */
export function useAlertReceiver(): AlertReceiver {
  const { receiver } = useRequiredParams('receiver')
  return usePrefetchedApiQuery(alertReceiverView(receiver)).data
}
