import { type LoaderFunctionArgs, Outlet, useNavigate, useParams } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { preload, useApiQuery, usePrefetchedApiQuery } from '~/api/client'
import { isTransitionalInstance } from '~/components/instance-state'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { RelativeTime } from '~/components/RelativeTime'
import { InstanceTabs } from '~/components/RouteTabs'
import { InstanceStateBadge } from '~/components/StateBadges'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { AutoRestartStatus } from './AutoRestartStatus'
import s from './instance-page.module.css'
import { INSTANCE_POLL_MS } from './poll'
import { type InstanceActionItem, useInstanceActions } from './use-instance-actions'

export const instanceParams = (project: string, instance: string) => ({
  path: { instance },
  query: { project },
})

export async function loader({ params }: LoaderFunctionArgs) {
  await preload('instanceView', instanceParams(params.project!, params.instance!))
  return null
}

/**
 * The instance as every tab reads it: re-read every 2 s while it is in a transitional state, or always while
 * `watch` is set (the serial console waits for an instance someone else starts).
 */
export function useInstance({ watch = false }: { watch?: boolean } = {}) {
  const { project = '', instance = '' } = useParams()
  const { data } = usePrefetchedApiQuery('instanceView', instanceParams(project, instance), {
    refreshInterval: (latest) =>
      watch || (latest && isTransitionalInstance(latest.runState)) ? INSTANCE_POLL_MS : 0,
  })
  return { project, instance: data }
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
    <Button variant="secondary" onPress={a.onAction} disabledReason={a.disabledReason} loading={loading}>
      {a.label}
    </Button>
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
      <ActionMenu label={`More actions for ${instance.name}`} items={[byKey.delete]} />
    </div>
  )
}

/** The VPC DNS name of the instance's primary interface, once known. */
function VpcDnsName({ project, instance }: { project: string; instance: string }) {
  const { data: nics } = useApiQuery('instanceNetworkInterfaceList', {
    query: { project, instance, limit: 8 },
  })
  const vpcId = nics?.items.find((n) => n.primary)?.vpcId
  const { data: vpc } = useApiQuery('vpcView', vpcId ? { path: { vpc: vpcId } } : null)
  if (!nics) return <>…</>
  if (!vpcId) return <>No network interface</>
  return <span className="mono">{vpc?.dnsName ?? '…'}</span>
}

function Properties({ project, instance }: { project: string; instance: Instance }) {
  const rows: [string, React.ReactNode][] = [
    ['State', <InstanceStateBadge key="state" state={instance.runState} />],
    [
      'ID',
      <span key="id" className={s.id}>
        <span className="mono">{instance.id}</span>
        <CopyButton value={instance.id} label="Copy instance ID" />
      </span>,
    ],
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
    ['VPC DNS name', <VpcDnsName key="dns" project={project} instance={instance.name} />],
    ['Created', <RelativeTime key="created" date={instance.timeCreated} />],
    ['Auto-restart', <AutoRestartStatus key="restart" instance={instance} />],
  ]
  return (
    <dl className={s.properties}>
      {rows.map(([label, value]) => (
        <div key={label} className={s.property}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Header, properties and tabs around the selected tab's page. */
export default function InstancePage() {
  const { project, instance } = useInstance()
  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<InstancesIcon />}
        actions={<HeaderActions project={project} instance={instance} />}
      />
      {instance.description && <p className={s.description}>{instance.description}</p>}
      <Properties project={project} instance={instance} />
      <InstanceTabs project={project} instance={instance.name} />
      <div className={s.panel}>
        <Outlet />
      </div>
    </>
  )
}
