import type { VirtualResourceCounts } from '~/api/__generated__/Api'
import type { FormFields } from '~/components/form/form-fields'
import s from '~/pages/system/silos/silos.module.css'
import type { FleetCapacity } from '~/util/fleet-capacity'
import {
  formatQuota,
  fromQuotaUnit,
  QUOTA_FRACTION_DIGITS,
  QUOTA_KINDS,
  QUOTA_LABEL,
  QUOTA_UNIT,
  type QuotaKind,
  type QuotaValues,
} from './quota-units'

type Props = {
  /** Quota fields of a form: its own values, or `F.at('quotas')` of a larger form. */
  fields: FormFields<QuotaValues>
  capacity: FleetCapacity
  /** What the silo uses now, for a silo that exists: a quota below it is pointed out. */
  provisioned?: VirtualResourceCounts
}

/** What the field says under it: the fleet's capacity, what is in use, and a warning when the quota is below it. */
function QuotaNote({ kind, fields, capacity, provisioned }: Props & { kind: QuotaKind }) {
  const values = fields.useValues()
  const typed = values[kind]
  const amount = Number.isNaN(typed) ? null : fromQuotaUnit(kind, typed)
  const used = provisioned?.[kind]
  return (
    <>
      Fleet capacity: {formatQuota(kind, capacity[kind])}
      {used !== undefined && <> · provisioned now: {formatQuota(kind, used)}</>}
      {amount !== null && used !== undefined && amount < used && (
        <span className={s.fieldWarning}>
          Below what the silo uses now: what runs keeps running, but nothing more can be provisioned until
          usage falls under the quota.
        </span>
      )}
      {amount !== null && amount > capacity[kind] && (
        <span className={s.fieldWarning}>More than the whole fleet has: the quota can never be used up.</span>
      )}
    </>
  )
}

/** The three quota fields, each in the page's unit with the fleet's capacity beside it. */
export function QuotaFields(props: Props) {
  const { fields: F } = props
  return (
    <>
      {QUOTA_KINDS.map((kind) => (
        <F.Number
          key={kind}
          name={kind}
          label={`${QUOTA_LABEL[kind]} quota`}
          unit={QUOTA_UNIT[kind]}
          minValue={0}
          isRequired
          formatOptions={{ useGrouping: false, maximumFractionDigits: QUOTA_FRACTION_DIGITS[kind] }}
          description={<QuotaNote {...props} kind={kind} />}
        />
      ))}
    </>
  )
}
