import { useApiQuery, usePrefetchedApiQuery } from '~/api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import type { RouteHandle } from '~/components/route-handle'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { instanceExternalIpList, instanceSshKeyList } from '~/pages/project/instances/queries'
import t from '~/pages/project/instances/tab.module.css'
import { serialConsoleDisabledReason } from '~/pages/project/instances/use-instance-actions'
import { CopyButton } from '~/ui/CopyButton'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import s from './connect.module.css'

export const handle: RouteHandle = { crumb: 'Connect' }

function SshKeys({ project, instance }: { project: string; instance: string }) {
  const { data } = useApiQuery(instanceSshKeyList({ project, instance }))
  if (!data) return null
  if (data.items.length === 0) {
    return (
      <p className={t.note}>
        No SSH keys were given to this instance when it was created, so key-based login depends on what the
        image sets up.
      </p>
    )
  }
  return (
    <p className={t.note}>
      Keys given to the instance at creation:{' '}
      {data.items.map((k, i) => (
        <span key={k.id}>
          {i > 0 && ', '}
          <span className="mono">{k.name}</span>
        </span>
      ))}
      .
    </p>
  )
}

export default function ConnectTab() {
  const { project, instance } = useInstance()
  const { data } = usePrefetchedApiQuery(instanceExternalIpList({ project, instance: instance.name }))
  // a floating IP is the stable address, so it is the better one to suggest
  const inbound =
    data.items.find((ip) => ip.kind === 'floating') ?? data.items.find((ip) => ip.kind === 'ephemeral')
  const consoleReason = serialConsoleDisabledReason(instance)
  const sshCommand = inbound ? `ssh <user>@${inbound.ip}` : null

  return (
    <>
      <section className={t.section} aria-labelledby="serial-heading">
        <SectionHeading id="serial-heading">Serial console</SectionHeading>
        <p className={t.note}>
          The serial console shows the instance's boot output and lets you log in without a network
          connection.
        </p>
        <div>
          {consoleReason ? (
            <PlainButton variant="secondary" disabledReason={consoleReason}>
              Open serial console
            </PlainButton>
          ) : (
            <LinkButton variant="secondary" to={pb.serialConsole({ project, instance: instance.name })}>
              Open serial console
            </LinkButton>
          )}
        </div>
      </section>
      <section className={t.section} aria-labelledby="ssh-heading">
        <SectionHeading id="ssh-heading">SSH</SectionHeading>
        {sshCommand ? (
          <>
            <p className={t.note}>
              Connect to the instance's {inbound?.kind} IP address. Replace <code>&lt;user&gt;</code> with the
              image's login user (for example <code>debian</code> or <code>ubuntu</code>).
            </p>
            <div className={s.command}>
              <code>{sshCommand}</code>
              <CopyButton value={sshCommand} label="Copy SSH command" />
            </div>
          </>
        ) : (
          <p className={t.note}>
            This instance has no ephemeral or floating IP, so it cannot be reached from outside. Attach one on
            the <Link to={pb.instanceNetworking({ project, instance: instance.name })}>Networking</Link> tab.
          </p>
        )}
        <SshKeys project={project} instance={instance.name} />
      </section>
    </>
  )
}
