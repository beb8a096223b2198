import { Link } from '~/components/Link'
import { RouteEnd } from '~/pages/project/vpcs/routers/RouteEnd'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'
import { routesTo, WithGatewayRoutes } from './gateway-routes'

type Props = { project: string; vpc: string; gateway: string }

/** The routes, in any router of the VPC, that send traffic to the gateway. */
export function GatewayRoutesSection({ project, vpc, gateway }: Props) {
  return (
    <section className={s.section} aria-labelledby="gateway-routes-heading">
      <SectionHeading level={3} id="gateway-routes-heading">
        Routes to this gateway
      </SectionHeading>
      <WithGatewayRoutes project={project} vpc={vpc}>
        {(routes) => {
          if (routes.status === 'loading') return <p className={s.note}>Reading the VPC's routes…</p>
          if (routes.status === 'error') {
            return <p className={s.note}>Could not read the VPC's routes: {routes.error.message}</p>
          }
          const found = routesTo(routes, gateway)
          if (found.length === 0) {
            return <p className={s.note}>No route targets this gateway, so no traffic goes through it yet.</p>
          }
          return (
            <Table aria-label="Routes to this gateway">
              <THead>
                <Tr>
                  <Th>Router</Th>
                  <Th>Route</Th>
                  <Th>Destination</Th>
                </Tr>
              </THead>
              <TBody>
                {found.map(({ router, route }) => (
                  <Tr key={route.id}>
                    <Td>
                      <Link to={pb.vpcRouter({ project, vpc, router: router.name })} className="mono">
                        {router.name}
                      </Link>
                    </Td>
                    <Td>
                      <Link
                        to={pb.vpcRouterRouteEdit({ project, vpc, router: router.name, route: route.name })}
                        className="mono"
                      >
                        {route.name}
                      </Link>
                    </Td>
                    <Td>
                      <RouteEnd end={route.destination} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )
        }}
      </WithGatewayRoutes>
    </section>
  )
}
