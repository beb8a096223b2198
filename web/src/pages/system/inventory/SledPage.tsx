import { usePrefetchedApiQuery } from '~/api'
import type { Sled } from '~/api/__generated__/Api'
import { PageHeader } from '~/components/PageHeader'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { useRequiredParams } from '~/components/route-params'
import { InventoryIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { HardwareStateBadge, PolicyBadge, ProvisionPolicyBadge } from './HardwareBadges'
import s from './inventory.module.css'
import { useProvisionPolicyAction } from './provision-policy'
import { sledView } from './queries'

function Properties({ sled }: { sled: Sled }) {
  return (
    <PropertyList
      properties={[
        ['ID', <CopyableId key="id" id={sled.id} label="Copy sled ID" />],
        [
          'Serial',
          <span key="serial" className="mono">
            {sled.baseboard.serial}
          </span>,
        ],
        [
          'Part',
          <span key="part" className="mono">
            {sled.baseboard.part}
          </span>,
        ],
        [
          'Revision',
          <span key="revision" className="tabular-nums">
            {sled.baseboard.revision}
          </span>,
        ],
        ['Rack', <CopyableId key="rack" id={sled.rackId} label="Copy rack ID" />],
        ['Policy', <PolicyBadge key="policy" policy={sled.policy} />],
        ['Provision policy', <ProvisionPolicyBadge key="provision" sled={sled} />],
        ['State', <HardwareStateBadge key="state" state={sled.state} />],
        [
          'Hardware threads',
          <span key="threads" className="tabular-nums">
            {sled.usableHardwareThreads}
          </span>,
        ],
        ['RAM', formatBytes(sled.usablePhysicalRam)],
        ['Added', <RelativeTime key="created" date={sled.timeCreated} />],
        ['Modified', <RelativeTime key="modified" date={sled.timeModified} />],
      ]}
    />
  )
}

function ProvisionPolicyButton({ sled }: { sled: Sled }) {
  const action = useProvisionPolicyAction()(sled)
  return (
    <PlainButton variant="secondary" onClick={action.onAction} disabledReason={action.disabledReason}>
      {action.label}
    </PlainButton>
  )
}

const sledTabs = (sledId: string): RouteTab[] => [
  { label: 'Instances', to: pb.sledInstances({ sledId }) },
  { label: 'Disks', to: pb.sledDisks({ sledId }) },
]

/** A sled's hardware and policies, its provision-policy action, and the instances running on it and its disks. */
export default function SledPage() {
  const { sledId } = useRequiredParams('sledId')
  const { data: sled } = usePrefetchedApiQuery(sledView(sledId))
  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        icon={<InventoryIcon />}
        actions={<ProvisionPolicyButton sled={sled} />}
      />
      <Properties sled={sled} />
      <RouteTabs label="Sled sections" tabs={sledTabs(sled.id)} panelClassName={s.panel} />
    </>
  )
}
