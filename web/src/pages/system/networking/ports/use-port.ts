import { usePrefetchedApiQuery } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { pageNotFound, useRequiredParams } from '~/components/route-params'
import { findPort, type PortSelector, switchPortList } from '~/pages/system/networking/queries'

/**
 * The port the URL names, from the list the route's loader read whole (the API has no read of one port by its
 * name), with the selector its calls take. The loader has made sure it is there.
 */
export function usePort(): { port: SwitchPort; selector: PortSelector } {
  const selector = useRequiredParams('rackId', 'switchLocation', 'port')
  const { data } = usePrefetchedApiQuery(switchPortList().all())
  const port = findPort(data.items, selector)
  // gone since the loader read it (settings do not remove ports, but a rack can be taken out)
  if (!port) throw pageNotFound()
  return { port, selector }
}
