import { useApiQuery } from '~/api'
import { instanceExternalIpList } from './queries'
import { reachableIps } from './reachable-ips'

/**
 * An instance's external IPs in its row of the list. Each row reads its own, after the list shows: the table
 * never waits for them, and a row that cannot read them says so alone.
 */
export function ExternalIpsCell({ project, instance }: { project: string; instance: string }) {
  const { data, error } = useApiQuery(instanceExternalIpList({ project, instance }))
  if (error) return <>Could not be read</>
  if (!data) return <>…</>
  const ips = reachableIps(data.items)
  if (ips.length === 0) return <>—</>
  return <span className="mono">{ips.map((ip) => ip.ip).join(', ')}</span>
}
