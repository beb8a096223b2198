import { parseAddress, parseBlock, validateAddress, validateBlock } from '~/util/ip'
import { requiredMessage, validateName } from '~/util/validate'
import {
  DESTINATION_LABELS,
  type DestinationType,
  type RouteValues,
  TARGET_LABELS,
  type TargetType,
} from './route-form'

// The route forms' checks, which only their schema (route-schema.ts, loaded as a form opens) runs.

/** The address version a destination or target is written in, when it names addresses at all. */
function versionOf(type: DestinationType | TargetType, value: string) {
  if (type === 'ip') return parseAddress(value.trim())?.version ?? null
  if (type === 'ip_net') return parseBlock(value.trim())?.version ?? null
  return null
}

const versionName = { v4: 'IPv4', v6: 'IPv6' } as const

export function destinationError(type: DestinationType, value: string): string | undefined {
  const text = value.trim()
  if (!text) return requiredMessage(DESTINATION_LABELS[type])
  if (type === 'ip') return validateAddress(text)
  if (type === 'ip_net') return validateBlock(text)
  return undefined
}

export function targetError(
  type: TargetType,
  value: string,
  destination: { type: DestinationType; value: string },
): string | undefined {
  if (type === 'drop') return undefined
  const text = value.trim()
  if (!text) return requiredMessage(TARGET_LABELS[type])
  if (type !== 'ip') return undefined
  const invalid = validateAddress(text)
  if (invalid) return invalid
  const from = versionOf(destination.type, destination.value)
  const to = versionOf(type, text)
  if (from && to && from !== to) {
    return `The destination is ${versionName[from]}, so the target must be an ${versionName[from]} address too`
  }
  return undefined
}

/**
 * Each field's error, if any: the rules of the route forms in one place. Fields may be missing, as the form
 * kit hands empty fields to the schema as undefined.
 */
export function routeErrors(values: Partial<RouteValues>) {
  const destinationType = values.destinationType ?? 'ip_net'
  const destinationValue = values.destinationValue ?? ''
  return {
    name: validateName(values.name),
    destinationValue: destinationError(destinationType, destinationValue),
    targetValue: targetError(values.targetType ?? 'ip', values.targetValue ?? '', {
      type: destinationType,
      value: destinationValue,
    }),
  }
}
