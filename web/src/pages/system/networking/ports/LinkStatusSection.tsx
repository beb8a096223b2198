import { useApiQuery } from '~/api'
import type { SwitchPort } from '~/api/__generated__/Api'
import { type LinkStatus, readLinkStatus } from '~/components/switch-ports/link-status'
import { type PortSelector, portStatus } from '~/pages/system/networking/queries'
import { SectionProblem } from '~/pages/system/networking/SectionProblem'
import { PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { LinkBadge } from './LinkBadge'
import s from './ports.module.css'

/** While a link is not up (just applied, training), the switch is asked again this often. */
const NOT_UP_REFRESH_MS = 5_000

const orUnknown = (value: string | null) => value ?? 'Not reported'
const yesNo = (value: boolean | null) => (value === null ? 'Not reported' : value ? 'On' : 'Off')

function StatusProperties({ status }: { status: LinkStatus }) {
  return (
    <PropertyList
      properties={[
        ['Link', <LinkBadge key="link" status={status} />],
        ['Speed', orUnknown(status.speed)],
        ['FEC', orUnknown(status.fec)],
        ['Autoneg', yesNo(status.autoneg)],
        ['Media', orUnknown(status.media)],
        [
          'MAC address',
          status.mac ? (
            <span key="mac" className="mono">
              {status.mac}
            </span>
          ) : (
            'Not reported'
          ),
        ],
        ['Enabled', yesNo(status.enabled)],
      ]}
    />
  )
}

/**
 * The port's link as its switch reports it. A port without settings has no link, and the switch is not asked;
 * a link that is not up is read again every few seconds, so one coming up shows without a reload.
 */
export function LinkStatusSection({ port, selector }: { port: SwitchPort; selector: PortSelector }) {
  const { data, error } = useApiQuery(port.portSettingsId ? portStatus(selector) : null, {
    refreshInterval: (latest) =>
      latest && readLinkStatus(latest).condition === 'up' ? 0 : NOT_UP_REFRESH_MS,
  })
  return (
    <section className={s.section} aria-labelledby="port-status">
      <SectionHeading id="port-status">Link status</SectionHeading>
      {!port.portSettingsId ? (
        <p className={s.note}>No link: the port has no settings, so its switch brings no link up on it.</p>
      ) : data ? (
        <StatusProperties status={readLinkStatus(data)} />
      ) : (
        <SectionProblem what="the link's status" error={error} />
      )}
    </section>
  )
}
