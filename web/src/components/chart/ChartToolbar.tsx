import { type ReactNode, useState } from 'react'
import { CustomRangeForm } from '~/components/CustomRangeForm'
import { Select } from '~/ui/Select'
import { formatTimeZone } from '~/util/format'
import { RANGE_PRESETS, REFRESH_INTERVALS, type RefreshInterval, resolveRange } from '~/util/time-range'
import s from './chart-toolbar.module.css'
import type { ChartRange } from './use-chart-range'

const rangeItems = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: 'custom', label: 'Custom' },
]
const refreshItems = REFRESH_INTERVALS.map((r) => ({ value: r.value, label: r.label }))

/** The time range (presets or custom) and auto-refresh pickers over a page of charts, with the time zone. */
export function ChartToolbar({ range, children }: { range: ChartRange; children?: ReactNode }) {
  const [customOpen, setCustomOpen] = useState(range.spec.preset === 'custom')
  const isCustom = range.spec.preset === 'custom'
  return (
    <div className={s.toolbar}>
      <div className={s.row}>
        {children}
        <Select
          label="Time range"
          inline
          items={rangeItems}
          value={customOpen ? 'custom' : range.spec.preset}
          onChange={(v) => {
            if (v === 'custom') return setCustomOpen(true)
            setCustomOpen(false)
            range.setRange({ preset: v as Exclude<typeof range.spec.preset, 'custom'> })
          }}
        />
        <Select
          label="Auto-refresh"
          inline
          items={refreshItems}
          value={isCustom ? 'off' : range.refresh}
          isDisabled={isCustom}
          description={isCustom ? 'A custom range is fixed, so there is nothing to refresh' : undefined}
          onChange={(v) => range.setRefresh(v as RefreshInterval)}
        />
        <span className={s.zone}>Times in {formatTimeZone()}</span>
      </div>
      {customOpen && (
        <CustomRangeForm
          start={resolveRange(range.spec).start}
          end={resolveRange(range.spec).end}
          onApply={(start, end) => range.setRange({ preset: 'custom', start, end })}
        />
      )}
    </div>
  )
}
