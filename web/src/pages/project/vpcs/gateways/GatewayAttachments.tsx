import { useApiQuery } from '~/api'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { internetGatewayIpAddressList, internetGatewayIpPoolList } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'

type GatewaySelector = { project: string; vpc: string; gateway: string }

/** What a cell lists, once read: names, or the failure of one of the reads behind them. */
type Listed = { names?: string[]; failed: boolean }

function Names({ names, failed, none }: Listed & { none: string }) {
  if (failed) return <span className={s.muted}>Could not load</span>
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

/**
 * The IP pools attached to a gateway, by pool name. Attachments name their pool by id, so the silo's pools are
 * read too; a pool the silo does not list goes by the attachment's name.
 */
export function GatewayPools(selector: GatewaySelector) {
  const attached = useApiQuery(internetGatewayIpPoolList(selector).all())
  const pools = useApiQuery(projectIpPoolList().all())
  const poolNames = new Map((pools.data?.items ?? []).map((p) => [p.id, p.name]))
  const names =
    attached.data && pools.data
      ? attached.data.items.map((a) => poolNames.get(a.ipPoolId) ?? a.name)
      : undefined
  return <Names names={names} failed={Boolean(attached.error || pools.error)} none="None" />
}

/** The IP addresses attached to a gateway. */
export function GatewayAddresses(selector: GatewaySelector) {
  const { data, error } = useApiQuery(internetGatewayIpAddressList(selector).all())
  return <Names names={data?.items.map((a) => a.address)} failed={Boolean(error)} none="None" />
}
