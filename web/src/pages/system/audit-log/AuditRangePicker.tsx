import { useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { CustomRangeForm } from '~/components/CustomRangeForm'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { formatTimeZone } from '~/util/format'
import s from './audit-log.module.css'
import {
  AUDIT_RANGE_PRESETS,
  type AuditPreset,
  type AuditRangeSpec,
  type AuditWindow,
  auditRangeToSearch,
} from './audit-range'

const rangeItems = [
  ...AUDIT_RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: 'custom', label: 'Custom' },
]

/**
 * The time range of the log (in the URL, so a view can be shared), a way to read a preset again up to now,
 * and the time zone the page's times are in.
 */
export function AuditRangePicker({ window }: { window: AuditWindow }) {
  const [, setSearch] = useSearchParams()
  const revalidator = useRevalidator()
  const [customOpen, setCustomOpen] = useState(window.spec.preset === 'custom')

  const setRange = (spec: AuditRangeSpec) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        // an open entry may not be in the new window
        next.delete('entry')
        for (const [k, v] of Object.entries(auditRangeToSearch(spec))) {
          if (v === null) next.delete(k)
          else next.set(k, v)
        }
        return next
      },
      { preventScrollReset: true },
    )

  return (
    <div className={s.toolbar}>
      <div className={s.row}>
        <Select
          label="Time range"
          inline
          items={rangeItems}
          value={customOpen ? 'custom' : window.spec.preset}
          onChange={(v) => {
            if (v === 'custom') return setCustomOpen(true)
            setCustomOpen(false)
            setRange({ preset: v as AuditPreset })
          }}
        />
        {window.spec.preset !== 'custom' && (
          <PlainButton
            variant="secondary"
            size="sm"
            loading={revalidator.state === 'loading'}
            tooltip="Read the range again, up to now"
            onClick={() => revalidator.revalidate()}
          >
            Refresh
          </PlainButton>
        )}
        <span className={s.zone}>Times in {formatTimeZone(window.end)}</span>
      </div>
      {customOpen && (
        <CustomRangeForm
          start={window.start}
          end={window.end}
          onApply={(start, end) => setRange({ preset: 'custom', start, end })}
        />
      )}
    </div>
  )
}
