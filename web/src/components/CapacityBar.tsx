import { capacityPercent } from '~/util/fleet-capacity'
import s from './CapacityBar.module.css'

export type CapacityBarProps = {
  /** what is measured, e.g. `CPU provisioned` */
  label: string
  amount: number
  capacity: number
  /** a value with its unit: `12 vCPUs`, `1.5 TiB` */
  format: (n: number) => string
  /** what the capacity is, e.g. `quota`, `capacity` */
  of: string
}

/**
 * An amount against a capacity as a bar with its percentage, rounded up to a multiple of 10 so it never shows
 * less than is used (and capped at 1023% for quotas far past the capacity), with the exact amounts beside it.
 */
export function CapacityBar({ label, amount, capacity, format, of }: CapacityBarProps) {
  const percent = capacityPercent(amount, capacity)
  const detail = `${format(amount)} of ${format(capacity)} ${of}`
  return (
    <div className={s.bar}>
      <div className={s.head}>
        <span className={s.label}>{label}</span>
        <span className={percent > 100 ? `${s.percent} ${s.over}` : s.percent}>{percent}%</span>
      </div>
      <meter
        aria-label={label}
        min={0}
        max={100}
        value={Math.min(percent, 100)}
        aria-valuetext={`${percent}%: ${detail}`}
        className={percent > 100 ? `${s.track} ${s.overFill}` : s.track}
      />
      <div className={s.detail}>{detail}</div>
    </div>
  )
}
