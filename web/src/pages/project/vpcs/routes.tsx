import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'
import { firewallRulesRoutes } from './firewall-rules/routes'
import {
  gatewayCreateLoader,
  gatewayLoader,
  gatewaysLoader,
  routeCreateLoader,
  routeEditLoader,
  routerEditLoader,
  routerLoader,
  routersLoader,
  subnetCreateLoader,
  subnetEditLoader,
  subnetsLoader,
  vpcEditLoader,
  vpcLoader,
  vpcsLoader,
} from './loaders'

const vpcsCrumb = paramsHandle(['project'], { crumb: 'VPCs', crumbPath: pb.vpcs })
const vpcCrumb = paramsHandle(['project', 'vpc'], { crumb: (p) => p.vpc, crumbPath: pb.vpc })
const routersCrumb = paramsHandle(['project', 'vpc'], { crumb: 'Routers', crumbPath: pb.vpcRouters })
const routerCrumb = paramsHandle(['project', 'vpc', 'router'], {
  crumb: (p) => p.router,
  crumbPath: pb.vpcRouter,
})

/** The VPC list and forms, a VPC's page with its tabs, and a router's page with its routes. */
export const vpcsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./VpcsPage')),
    loader: vpcsLoader,
    children: [{ path: 'vpcs' }, { path: 'vpcs-new', ...lazy(() => import('./VpcCreateForm')) }],
  },
  {
    handle: vpcsCrumb,
    children: [
      {
        path: 'vpcs/:vpc',
        handle: vpcCrumb,
        children: [
          {
            ...lazy(() => import('./VpcPage')),
            loader: vpcLoader,
            children: [
              {
                index: true,
                loader: ({ params }) =>
                  redirect(pb.vpcFirewallRules(requireParams(params, 'project', 'vpc'))),
              },
              ...firewallRulesRoutes,
              { path: 'edit', ...lazy(() => import('./VpcEditForm')), loader: vpcEditLoader },
              {
                ...lazy(() => import('./subnets/SubnetsTab')),
                loader: subnetsLoader,
                children: [
                  { path: 'subnets' },
                  {
                    path: 'subnets-new',
                    ...lazy(() => import('./subnets/SubnetCreateForm')),
                    loader: subnetCreateLoader,
                  },
                  {
                    path: 'subnets/:subnet/edit',
                    ...lazy(() => import('./subnets/SubnetEditForm')),
                    loader: subnetEditLoader,
                  },
                ],
              },
              {
                ...lazy(() => import('./routers/RoutersTab')),
                loader: routersLoader,
                children: [
                  { path: 'routers' },
                  { path: 'routers-new', ...lazy(() => import('./routers/RouterCreateForm')) },
                  {
                    path: 'routers/:router/edit',
                    ...lazy(() => import('./routers/RouterEditForm')),
                    loader: routerEditLoader,
                  },
                ],
              },
              {
                ...lazy(() => import('./gateways/GatewaysTab')),
                loader: gatewaysLoader,
                children: [
                  { path: 'internet-gateways' },
                  {
                    path: 'internet-gateways-new',
                    ...lazy(() => import('./gateways/GatewayCreateForm')),
                    loader: gatewayCreateLoader,
                  },
                  {
                    path: 'internet-gateways/:gateway',
                    ...lazy(() => import('./gateways/GatewayPanel')),
                    loader: gatewayLoader,
                  },
                ],
              },
            ],
          },
          {
            handle: routersCrumb,
            children: [
              {
                path: 'routers/:router',
                handle: routerCrumb,
                children: [
                  {
                    ...lazy(() => import('./routers/RouterPage')),
                    loader: routerLoader,
                    children: [
                      { index: true },
                      {
                        path: 'routes-new',
                        ...lazy(() => import('./routers/RouteCreateForm')),
                        loader: routeCreateLoader,
                      },
                      {
                        path: 'routes/:route/edit',
                        ...lazy(() => import('./routers/RouteEditForm')),
                        loader: routeEditLoader,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]
