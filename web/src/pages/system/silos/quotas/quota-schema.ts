import { yupNumberFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { QUOTA_FRACTION_DIGITS, QUOTA_KINDS, QUOTA_LABEL, QUOTA_UNIT, type QuotaKind } from './quota-units'

/** A quota as typed: a number, not negative, whole vCPUs and GiB, TiB to a hundredth. */
export function quotaProblem(kind: QuotaKind, value: number): string | undefined {
  const label = `${QUOTA_LABEL[kind]} quota`
  if (Number.isNaN(value)) return `${label} is required`
  if (value < 0) return `${label} must not be negative`
  const digits = QUOTA_FRACTION_DIGITS[kind]
  if (Math.abs(value * 10 ** digits - Math.round(value * 10 ** digits)) > 1e-9) {
    return digits === 0
      ? `${label} must be a whole number of ${QUOTA_UNIT[kind]}`
      : `${label} may have at most ${digits} decimal places`
  }
  return undefined
}

export const quotaSchema = yup.object(
  Object.fromEntries(QUOTA_KINDS.map((kind) => [kind, yupNumberFromValidator((v) => quotaProblem(kind, v))])),
)
