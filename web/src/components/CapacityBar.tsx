import { formatPercent } from '~/util/format'
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
 * An amount against a capacity as a bar with its percentage as it is (`formatPercent`: one decimal where needed,
 * past 100% for quotas that promise more than there is), with the exact amounts beside it. Anything against no
 * capacity at all is over it.
 */
export function CapacityBar({ label, amount, capacity, format, of }: CapacityBarProps) {
  const percent = capacity > 0 ? (amount / capacity) * 100 : amount > 0 ? Number.POSITIVE_INFINITY : 0
  const shown = Number.isFinite(percent) ? formatPercent(percent) : `no ${of}`
  const over = percent > 100
  const detail = `${format(amount)} of ${format(capacity)} ${of}`
  return (
    <div className={s.bar}>
      <div className={s.head}>
        <span className={s.label}>{label}</span>
        <span className={over ? `${s.percent} ${s.over}` : s.percent}>{shown}</span>
      </div>
      <meter
        aria-label={label}
        min={0}
        max={100}
        value={Math.min(percent, 100)}
        aria-valuetext={`${shown}: ${detail}`}
        className={over ? `${s.track} ${s.overFill}` : s.track}
      />
      <div className={s.detail}>{detail}</div>
    </div>
  )
}
