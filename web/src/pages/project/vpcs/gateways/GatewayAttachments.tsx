import { useApiQuery } from '~/api'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { internetGatewayIpAddressList, internetGatewayIpPoolList } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'

type GatewaySelector = { project: string; vpc: string; gateway: string }

/** The pool names the silo's pools are known by, for attachments that name their pool by id. */
export function usePoolNames(): Map<string, string> {
  const { data } = useApiQuery(projectIpPoolList().all())
  return new Map((data?.items ?? []).map((p) => [p.id, p.name]))
}

function Names({ names, none }: { names: string[] | undefined; none: string }) {
  if (!names) return <span className={s.muted}>…</span>
  if (names.length === 0) return <span className={s.muted}>{none}</span>
  return (
    <ul className={s.list}>
      {names.map((n) => (
        <li key={n} className="mono">
          {n}
        </li>
      ))}
    </ul>
  )
}

/** The IP pools attached to a gateway, by pool name. */
export function GatewayPools(selector: GatewaySelector) {
  const { data } = useApiQuery(internetGatewayIpPoolList(selector).all())
  const poolNames = usePoolNames()
  return <Names names={data?.items.map((p) => poolNames.get(p.ipPoolId) ?? p.name)} none="None" />
}

/** The IP addresses attached to a gateway. */
export function GatewayAddresses(selector: GatewaySelector) {
  const { data } = useApiQuery(internetGatewayIpAddressList(selector).all())
  return <Names names={data?.items.map((a) => a.address)} none="None" />
}
