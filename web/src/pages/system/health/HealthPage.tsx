import { useState } from 'react'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { HealthIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { HealthSection } from './HealthSection'
import { HealthSummaryView } from './HealthSummaryView'
import s from './health.module.css'
import { HEALTH_PARTS, type HealthPart } from './health-parts'
import { healthSummary } from './health-summary'
import { HEALTH_REFRESH_MS, type HealthRead, useHealthPart } from './use-health-part'

export const handle: RouteHandle = { crumb: 'Fleet health' }

/** Every part, each read on its own; in the order the page shows them. */
function useHealth(): [HealthPart, HealthRead][] {
  const { hardware, update, ports, bgp, bfd, certificates, receivers, pools, quotas } = HEALTH_PARTS
  return [
    [hardware, useHealthPart(hardware)],
    [update, useHealthPart(update)],
    [ports, useHealthPart(ports)],
    [bgp, useHealthPart(bgp)],
    [bfd, useHealthPart(bfd)],
    [certificates, useHealthPart(certificates)],
    [receivers, useHealthPart(receivers)],
    [pools, useHealthPart(pools)],
    [quotas, useHealthPart(quotas)],
  ]
}

/**
 * What needs an operator's attention across the rack, gathered from the reads of the pages that deal with each
 * thing: every part is read and shown on its own, so one that is slow or refused leaves the others as they are.
 */
export default function HealthPage() {
  const parts = useHealth()
  const summary = healthSummary(
    parts.map(([part, read]) => ({ title: part.title, judged: read.data, error: read.error })),
  )
  // the button's spinner is for a check asked for, not for the page's own every 30 seconds
  const [checking, setChecking] = useState(false)
  const checkNow = () => {
    setChecking(true)
    Promise.allSettled(parts.map(([, read]) => read.checkAgain())).finally(() => setChecking(false))
  }
  return (
    <>
      <PageHeader
        title="Fleet health"
        icon={<HealthIcon />}
        actions={
          <PlainButton variant="secondary" loading={checking} onClick={checkNow}>
            Check now
          </PlainButton>
        }
      />
      <p className={`${s.note} ${s.secondary}`}>
        What needs attention across the rack, from what the API reports: sleds and disks, the system update,
        the switches' links and routing sessions, certificates, alert deliveries, and how full IP pools and
        silo quotas are. The page checks again every {HEALTH_REFRESH_MS / 1000} seconds.
      </p>
      <HealthSummaryView summary={summary} />
      <div className={s.parts}>
        {parts.map(([part, read]) => (
          <HealthSection key={part.id} part={part} read={read} />
        ))}
      </div>
    </>
  )
}
