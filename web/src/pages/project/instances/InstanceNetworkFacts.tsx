import { useApiQuery } from '~/api'
import { Link } from '~/components/Link'
import { vpcView } from '~/pages/project/vpcs/queries'
import { CopyButton } from '~/ui/CopyButton'
import { pb } from '~/util/paths'
import s from './instance-page.module.css'
import { instanceExternalIpList, instanceNicList } from './queries'
import { reachableIps } from './reachable-ips'

type Props = { project: string; instance: string }

/** The VPC of the instance's primary network interface, which its DNS name and its firewall rules come from. */
function usePrimaryVpc({ project, instance }: Props) {
  const { data: nics, error } = useApiQuery(instanceNicList({ project, instance }))
  const vpcId = nics?.items.find((n) => n.primary)?.vpcId
  const { data: vpc } = useApiQuery(vpcId ? vpcView(vpcId) : null)
  return { loaded: Boolean(nics) || Boolean(error), vpcId, vpc }
}

export function VpcDnsName(props: Props) {
  const { loaded, vpcId, vpc } = usePrimaryVpc(props)
  if (!loaded) return <>…</>
  if (!vpcId) return <>No network interface</>
  return <span className="mono">{vpc?.dnsName ?? '…'}</span>
}

export function InstanceVpc(props: Props) {
  const { loaded, vpcId, vpc } = usePrimaryVpc(props)
  if (!loaded) return <>…</>
  if (!vpcId) return <>No network interface</>
  if (!vpc) return <>…</>
  return (
    <Link to={pb.vpc({ project: props.project, vpc: vpc.name })} className="mono">
      {vpc.name}
    </Link>
  )
}

/** Each address the instance is reached at, with a button that copies it. */
export function InstanceExternalIps({ project, instance }: Props) {
  const { data, error } = useApiQuery(instanceExternalIpList({ project, instance }))
  if (error) return <>Could not be read</>
  if (!data) return <>…</>
  const ips = reachableIps(data.items)
  if (ips.length === 0) return <>None</>
  return (
    <span className={s.ips}>
      {ips.map((ip) => (
        <span key={ip.ip} className={s.ip}>
          <span className="mono">{ip.ip}</span>
          <CopyButton value={ip.ip} label={`Copy IP address ${ip.ip}`} />
        </span>
      ))}
    </span>
  )
}
