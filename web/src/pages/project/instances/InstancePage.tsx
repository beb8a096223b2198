import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { isTransitionalInstance } from '~/components/instance-state'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { RefreshFailed } from '~/components/RefreshFailed'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { useRequiredParams } from '~/components/route-params'
import { InstanceStateBadge } from '~/components/StateBadges'
import { withShowRequests } from '~/components/show-request/request-items'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { POLL_MS } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { type InstanceParams, pb } from '~/util/paths'
import { AutoRestartStatus } from './AutoRestartStatus'
import { InstanceExternalIps, InstanceVpc, VpcDnsName } from './InstanceNetworkFacts'
import s from './instance-page.module.css'
import { instanceView } from './queries'
import { type InstanceActionItem, useInstanceActions } from './use-instance-actions'

/**
 * The instance as every tab reads it: re-read every 2 s while it is in a transitional state, and while
 * `expecting` says a change is coming that the API may not show yet (the serial console after its connection
 * dropped). Once it settles, reads stop.
 */
export function useInstance({ expecting }: { expecting?: (latest: Instance) => boolean } = {}) {
  const { project, instance } = useRequiredParams('project', 'instance')
  const read = usePrefetchedApiQuery(instanceView({ project, instance }), {
    refreshInterval: (latest) =>
      latest && (isTransitionalInstance(latest.runState) || expecting?.(latest)) ? POLL_MS : 0,
  })
  return { project, instance: read.data, read }
}

function HeaderActions({ project, instance }: { project: string; instance: Instance }) {
  const navigate = useNavigate()
  const { actionsFor, isStarting } = useInstanceActions(project, {
    onDeleted: () => navigate(pb.instances({ project })),
  })
  const byKey = Object.fromEntries(actionsFor(instance).map((a) => [a.key, a])) as Record<
    InstanceActionItem['key'],
    InstanceActionItem
  >
  const button = (a: InstanceActionItem, loading = false) => (
    <PlainButton variant="secondary" onClick={a.onAction} disabledReason={a.disabledReason} loading={loading}>
      {a.label}
    </PlainButton>
  )
  const consoleItem = byKey['serial-console']
  return (
    <div className={s.actions}>
      {button(byKey.start, isStarting)}
      {button(byKey.stop)}
      {button(byKey.reboot)}
      {consoleItem.disabledReason ? (
        button(consoleItem)
      ) : (
        <LinkButton variant="secondary" to={pb.serialConsole({ project, instance: instance.name })}>
          Serial console
        </LinkButton>
      )}
      <ActionMenu
        label={`More actions for ${instance.name}`}
        items={withShowRequests(
          `instance ${instance.name}`,
          [byKey.delete],
          [byKey.start, byKey.stop, byKey.reboot],
        )}
      />
    </div>
  )
}

/** The VPC DNS name of the instance's primary interface, once known. */
function Properties({ project, instance }: { project: string; instance: Instance }) {
  return (
    <PropertyList
      properties={[
        ['State', <InstanceStateBadge key="state" state={instance.runState} />],
        ['ID', <CopyableId key="id" id={instance.id} label="Copy instance ID" />],
        [
          'vCPUs',
          <span key="cpu" className="tabular-nums">
            {instance.ncpus}
          </span>,
        ],
        ['Memory', formatBytes(instance.memory)],
        [
          'Hostname',
          <span key="host" className="mono">
            {instance.hostname}
          </span>,
        ],
        ['VPC', <InstanceVpc key="vpc" project={project} instance={instance.name} />],
        ['External IPs', <InstanceExternalIps key="ips" project={project} instance={instance.name} />],
        ['VPC DNS name', <VpcDnsName key="dns" project={project} instance={instance.name} />],
        ['Created', <RelativeTime key="created" date={instance.timeCreated} />],
        ['Auto-restart', <AutoRestartStatus key="restart" instance={instance} />],
      ]}
    />
  )
}

const instanceTabs = (p: InstanceParams): RouteTab[] => [
  { label: 'Storage', to: pb.instanceStorage(p) },
  { label: 'Networking', to: pb.instanceNetworking(p) },
  { label: 'Metrics', to: pb.instanceMetrics(p) },
  { label: 'Connect', to: pb.instanceConnect(p) },
  { label: 'Settings', to: pb.instanceSettings(p) },
]

/** Header, properties and tabs around the selected tab's page. */
export default function InstancePage() {
  const { project, instance, read } = useInstance()
  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<InstancesIcon />}
        actions={<HeaderActions project={project} instance={instance} />}
      />
      <RefreshFailed what="the instance" read={read} />
      {instance.description && <p className={s.description}>{instance.description}</p>}
      <Properties project={project} instance={instance} />
      <RouteTabs
        label="Instance sections"
        tabs={instanceTabs({ project, instance: instance.name })}
        panelClassName={s.panel}
      />
    </>
  )
}
