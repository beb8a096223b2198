import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

const alertsCrumb = { crumb: 'Alerts', crumbPath: pb.alerts }
const receiverCrumb = paramsHandle(['receiver'], { crumb: (p) => p.receiver, crumbPath: pb.alertReceiver })

/** Alerts: the webhook receivers they go to, each receiver's page with its tabs, and their forms. */
export const alertsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./AlertsPage')),
    children: [
      { path: 'system/alerts' },
      { path: 'system/alerts-new', ...lazy(() => import('./create/ReceiverCreateForm')) },
    ],
  },
  {
    handle: alertsCrumb,
    children: [
      {
        path: 'system/alerts/:receiver',
        handle: receiverCrumb,
        children: [
          {
            ...lazy(() => import('./receiver/ReceiverPage')),
            children: [
              {
                index: true,
                loader: ({ params }) => redirect(pb.alertReceiver(requireParams(params, 'receiver'))),
              },
              { path: 'edit', ...lazy(() => import('./receiver/ReceiverEditForm')) },
              { path: 'deliveries', ...lazy(() => import('./deliveries/DeliveriesTab')) },
              {
                ...lazy(() => import('./subscriptions/SubscriptionsTab')),
                children: [
                  { path: 'subscriptions' },
                  { path: 'subscriptions-add', ...lazy(() => import('./subscriptions/SubscriptionAddForm')) },
                ],
              },
              {
                ...lazy(() => import('./secrets/SecretsTab')),
                children: [
                  { path: 'secrets' },
                  { path: 'secrets-add', ...lazy(() => import('./secrets/SecretAddForm')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]
