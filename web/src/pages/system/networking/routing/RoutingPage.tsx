import { PageHeader } from '~/components/PageHeader'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import s from './routing.module.css'

const tabs: RouteTab[] = [
  { label: 'BGP configurations', to: pb.routing({ tab: 'bgp' }) },
  { label: 'Announce sets', to: pb.routing({ tab: 'announce-sets' }) },
  { label: 'BGP peers', to: pb.routing({ tab: 'peers' }) },
  { label: 'Routes', to: pb.routing({ tab: 'routes' }) },
  { label: 'Message history', to: pb.routing({ tab: 'messages' }) },
  { label: 'BFD sessions', to: pb.routing({ tab: 'bfd' }) },
  { label: 'Address lots', to: pb.routing({ tab: 'address-lots' }) },
  { label: 'Loopback addresses', to: pb.routing({ tab: 'loopback-addresses' }) },
]

/** How the rack's switches exchange routes with the routers of the network around them, tab by tab. */
export default function RoutingPage() {
  return (
    <>
      <PageHeader title="Routing" icon={<RoutingIcon />} />
      <p className={s.intro}>
        The rack's switches peer with your network's routers over BGP: they announce the prefixes of the
        rack's IP pools and learn routes back. BFD notices a dead link within a second. Uplink, loopback and
        announced addresses come from address lots.
      </p>
      <RouteTabs label="Routing sections" tabs={tabs} panelClassName={s.panel} />
    </>
  )
}
