import type { LoaderFunctionArgs } from 'react-router'
import { preload } from '~/api'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { requireParams } from '~/components/route-params'
import { withShowRequests } from '~/components/show-request/request-items'
import { Badge } from '~/ui/Badge'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { pb, type SiloParams } from '~/util/paths'
import { IDENTITY_MODE_LABEL, isSamlMode } from './identity-mode'
import { siloView } from './queries'
import { useSiloDeleteItem } from './silo-actions'
import s from './silos.module.css'
import { useSilo } from './use-silo'

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(siloView(requireParams(params, 'silo').silo))
  return null
}

const siloTabs = (p: SiloParams): RouteTab[] => [
  { label: 'Identity providers', to: pb.siloIdps(p) },
  { label: 'IP pools', to: pb.siloIpPools(p) },
  { label: 'Quotas', to: pb.siloQuotas(p) },
  { label: 'Fleet roles', to: pb.siloFleetRoles(p) },
  { label: 'Users', to: pb.siloUsers(p) },
]

/** Header, properties and tabs around the selected tab (identity providers unless the URL says otherwise). */
export default function SiloPage() {
  const silo = useSilo()
  const deleteItem = useSiloDeleteItem({ leave: true })
  const roleReason = useFleetReason()
  return (
    <>
      <PageHeader
        title={silo.name}
        icon={<SiloIcon />}
        actions={
          <ActionMenu
            label={`More actions for ${silo.name}`}
            items={withShowRequests(`silo ${silo.name}`, gateItems([deleteItem(silo)], roleReason))}
          />
        }
      />
      {silo.description && <p className={s.description}>{silo.description}</p>}
      <PropertyList
        properties={[
          ['ID', <CopyableId key="id" id={silo.id} label="Copy silo ID" />],
          ['Identity mode', IDENTITY_MODE_LABEL[silo.identityMode] ?? silo.identityMode],
          [
            'Discoverable',
            <Badge key="discoverable" color={silo.discoverable ? 'success' : 'neutral'}>
              {silo.discoverable ? 'Yes' : 'No'}
            </Badge>,
          ],
          ...(isSamlMode(silo.identityMode)
            ? [
                [
                  'Admin group',
                  silo.adminGroupName ? (
                    <span key="group" className="mono">
                      {silo.adminGroupName}
                    </span>
                  ) : (
                    <span key="group" className={s.muted}>
                      None
                    </span>
                  ),
                ] as const,
              ]
            : []),
          ['Created', <RelativeTime key="created" date={silo.timeCreated} />],
        ]}
      />
      <RouteTabs label="Silo sections" tabs={siloTabs({ silo: silo.name })} panelClassName={s.panel} />
    </>
  )
}
