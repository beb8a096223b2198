import { useSearchParams } from 'react-router'
import type { BgpConfig } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { Select } from '~/ui/Select'
import { pb } from '~/util/paths'
import s from './routing.module.css'

/*
 * Routes and message history are read per ASN. The tabs that show them take it from the URL (`?asn=65002`, so a
 * view can be shared); without one, or with one no configuration has, they show the first configuration's.
 */

/** The distinct ASNs of the configurations, in their order. */
const asnsOf = (configs: readonly BgpConfig[]) => [...new Set(configs.map((c) => c.asn))]

/** The ASN the URL asks for if a configuration has it, else the first configuration's; null with none. */
export function chosenAsn(configs: readonly BgpConfig[], search: URLSearchParams): number | null {
  const asns = asnsOf(configs)
  const asked = Number(search.get('asn'))
  if (search.get('asn') && asns.includes(asked)) return asked
  return asns[0] ?? null
}

/** The ASN a tab shows, and a picker that changes it in the URL. */
export function useAsnChoice(configs: readonly BgpConfig[]) {
  const [search, setSearch] = useSearchParams()
  const asn = chosenAsn(configs, search)
  const choose = (value: string) => {
    const next = new URLSearchParams(search)
    next.set('asn', value)
    setSearch(next, { preventScrollReset: true })
  }
  return { asn, choose }
}

/** The configuration whose routes or messages are shown: a picker when there are several ASNs. */
export function AsnPicker({
  configs,
  asn,
  onChange,
}: {
  configs: readonly BgpConfig[]
  asn: number
  onChange: (value: string) => void
}) {
  const asns = asnsOf(configs)
  const names = (n: number) =>
    configs
      .filter((c) => c.asn === n)
      .map((c) => c.name)
      .join(', ')
  if (asns.length < 2) {
    return (
      <p className={s.note}>
        AS <span className="mono">{asn}</span>, BGP configuration {names(asn)}
      </p>
    )
  }
  const items = asns.map((n) => ({ value: String(n), label: `AS ${n} (${names(n)})` }))
  return <Select inline label="BGP configuration" items={items} value={String(asn)} onChange={onChange} />
}

/** What a tab read per ASN shows while there is no BGP configuration at all. */
export function NoBgpConfig({ what }: { what: string }) {
  return (
    <EmptyState
      icon={<RoutingIcon />}
      headingLevel={2}
      title="No BGP configurations"
      body={
        <>
          {what} are read per ASN, and no BGP configuration has one yet.{' '}
          <Link to={pb.routing({ tab: 'bgp-new' })}>Create a BGP configuration</Link>.
        </>
      }
    />
  )
}
