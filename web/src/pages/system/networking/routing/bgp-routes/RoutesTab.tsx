import type { LoaderFunctionArgs } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import type { BgpImportedRouteIpv4 } from '~/api/__generated__/Api'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import type { RouteHandle } from '~/components/route-handle'
import { compareAddresses } from '~/pages/system/networking/routing/address-order'
import { AsnPicker, chosenAsn, NoBgpConfig, useAsnChoice } from '~/pages/system/networking/routing/asn-choice'
import { copyItem } from '~/pages/system/networking/routing/copy-item'
import {
  bgpConfigList,
  bgpExported,
  bgpImportedRoutes,
  bgpStatus,
} from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { SectionHeading } from '~/ui/SectionHeading'
import { formatAddress } from '~/util/ip'
import { ExportedRoutes } from './ExportedRoutes'

export const handle: RouteHandle = { crumb: 'Routes' }

export async function loader({ request }: LoaderFunctionArgs) {
  const configs = await preload(bgpConfigList().all())
  const asn = chosenAsn(configs.items, new URL(request.url).searchParams)
  if (asn !== null) {
    await Promise.all([preload(bgpImportedRoutes(asn)), preload(bgpExported), preload(bgpStatus)])
  }
  return null
}

type Route = BgpImportedRouteIpv4

const SORTS = {
  prefix: { key: 'prefix', compare: (a: Route, b: Route) => compareAddresses(a.prefix, b.prefix) },
  nexthop: { key: 'nexthop', compare: (a: Route, b: Route) => compareAddresses(a.nexthop, b.nexthop) },
  switch: { key: 'switch', compare: (a: Route, b: Route) => a.switch.localeCompare(b.switch) },
}

/** A BGP identifier is a 32-bit number, written as an IPv4 address (usually the router's loopback). */
const routerId = (id: number) => formatAddress({ version: 'v4', value: BigInt(id >>> 0) })

const columns: LocalColumn<Route>[] = [
  { header: 'Prefix', sort: SORTS.prefix, cell: (r) => <span className="mono">{r.prefix}</span> },
  { header: 'Next hop', sort: SORTS.nexthop, cell: (r) => <span className="mono">{r.nexthop}</span> },
  { header: 'Switch', sort: SORTS.switch, cell: (r) => r.switch },
  { header: 'Origin router', cell: (r) => <span className="mono">{routerId(r.id)}</span> },
]

function Routes({ asn }: { asn: number }) {
  const imported = usePrefetchedApiQuery(bgpImportedRoutes(asn))
  const exported = usePrefetchedApiQuery(bgpExported).data
  const peers = usePrefetchedApiQuery(bgpStatus).data
  return (
    <>
      <section className={s.section} aria-labelledby="imported-routes">
        <SectionHeading id="imported-routes">Imported routes</SectionHeading>
        <p className={s.note}>The IPv4 routes the switches learned from their peers, and where they lead.</p>
        <LocalTable
          rows={imported.data}
          read={imported}
          label="Imported routes"
          columns={columns}
          defaultSort={SORTS.prefix.key}
          rowKey={(r) => `${r.switch} ${r.prefix} ${r.nexthop}`}
          rowLabel={(r) => `${r.prefix} via ${r.nexthop} on ${r.switch}`}
          rowActions={(r) => [copyItem('prefix', r.prefix)]}
          emptyState={
            <EmptyState
              icon={<RoutingIcon />}
              headingLevel={3}
              title="No imported routes"
              body={`No established session of AS ${asn} has announced a route.`}
            />
          }
        />
      </section>
      <section className={s.section} aria-labelledby="exported-routes">
        <SectionHeading id="exported-routes">Exported routes</SectionHeading>
        <p className={s.note}>
          The networks of the configuration's announce set, as each established peer is sent them.
        </p>
        <ExportedRoutes asn={asn} exported={exported} peers={peers} />
      </section>
    </>
  )
}

/** The routes of one ASN: what its sessions imported, and what they export to each peer. */
export default function RoutesTab() {
  const configs = usePrefetchedApiQuery(bgpConfigList().all()).data.items
  const { asn, choose } = useAsnChoice(configs)
  if (asn === null) return <NoBgpConfig what="Routes" />
  return (
    <>
      <AsnPicker configs={configs} asn={asn} onChange={choose} />
      <Routes key={asn} asn={asn} />
    </>
  )
}
