import { usePrefetchedApiQuery } from '~/api'
import { inboundIcmp } from '~/pages/system/networking/queries'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import s from './rack-access.module.css'
import { useIcmpToggle } from './use-icmp-toggle'

/** Whether the rack's API services take in ICMP, and the button that changes it. */
export function IcmpSection() {
  const { data } = usePrefetchedApiQuery(inboundIcmp)
  const toggle = useIcmpToggle()(data.enabled)
  return (
    <section className={s.section} aria-labelledby="inbound-icmp">
      <div className={s.heading}>
        <SectionHeading id="inbound-icmp">Inbound ICMP</SectionHeading>
        <PlainButton
          variant="secondary"
          size="sm"
          onClick={toggle.onAction}
          disabledReason={toggle.disabledReason}
        >
          {toggle.label}
        </PlainButton>
      </div>
      <p>
        {data.enabled ? <Badge color="success">on</Badge> : <Badge>off</Badge>}{' '}
        {data.enabled
          ? 'The API services take in the ICMP messages that Path MTU discovery and fragmentation rely on (destination unreachable, redirect, time exceeded).'
          : 'The API services drop all inbound ICMP: Path MTU discovery does not work for them.'}
      </p>
    </section>
  )
}
