import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { pb } from '~/util/paths'

/**
 * The rack's routing: one page of tabs (BGP configurations, announce sets, BGP peers, routes, message history,
 * BFD sessions, address lots, loopback addresses), each a list with the forms that open over it. Each tab's
 * loader comes with its code, so the route table every page downloads stays small.
 */
export const routingRoutes: RouteObject[] = [
  {
    path: 'system/networking/routing',
    handle: { crumb: 'Routing', crumbPath: () => pb.routing({ tab: 'bgp' }) },
    children: [
      { index: true, loader: () => redirect(pb.routing({ tab: 'bgp' })) },
      {
        ...lazy(() => import('./RoutingPage')),
        children: [
          {
            ...lazy(() => import('./bgp/BgpConfigsTab')),
            children: [
              { path: 'bgp' },
              { path: 'bgp-new', ...lazy(() => import('./bgp/BgpConfigCreateForm')) },
            ],
          },
          {
            ...lazy(() => import('./announce-sets/AnnounceSetsTab')),
            children: [
              { path: 'announce-sets' },
              { path: 'announce-sets-new', ...lazy(() => import('./announce-sets/AnnounceSetCreateForm')) },
              {
                path: 'announce-sets/:announceSet/edit',
                ...lazy(() => import('./announce-sets/AnnounceSetEditForm')),
              },
            ],
          },
          { path: 'peers', ...lazy(() => import('./peers/PeersTab')) },
          // the URL says routes; the folder is not called so, beside this file
          { path: 'routes', ...lazy(() => import('./bgp-routes/RoutesTab')) },
          { path: 'messages', ...lazy(() => import('./messages/MessagesTab')) },
          {
            ...lazy(() => import('./bfd/BfdTab')),
            children: [{ path: 'bfd' }, { path: 'bfd-new', ...lazy(() => import('./bfd/BfdEnableForm')) }],
          },
          {
            ...lazy(() => import('./address-lots/AddressLotsTab')),
            children: [
              { path: 'address-lots' },
              { path: 'address-lots-new', ...lazy(() => import('./address-lots/AddressLotCreateForm')) },
            ],
          },
          {
            ...lazy(() => import('./loopback-addresses/LoopbackAddressesTab')),
            children: [
              { path: 'loopback-addresses' },
              {
                path: 'loopback-addresses-new',
                ...lazy(() => import('./loopback-addresses/LoopbackAddressCreateForm')),
              },
            ],
          },
        ],
      },
    ],
  },
]
