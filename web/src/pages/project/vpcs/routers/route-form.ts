import type { ApiError } from '~/api'
import type { RouteDestination, RouterRoute, RouterRouteCreate, RouteTarget } from '~/api/__generated__/Api'

export type DestinationType = RouteDestination['type']
export type TargetType = RouteTarget['type']

export type RouteValues = {
  name: string
  description: string
  destinationType: DestinationType
  destinationValue: string
  targetType: TargetType
  /** Empty for a route that drops its traffic. */
  targetValue: string
}

/** A type of destination or target, and why the API refuses it in a route of one's own, when it does. */
type RouteEndType<T> = { value: T; label: string; unavailable?: string }

const NO_PEERING = 'VPC peering is not supported'

/**
 * Every type the API knows is shown, so that the form matches what routes elsewhere say, but those the API
 * always refuses in a custom route are not offered, and say why.
 */
export const DESTINATION_TYPES: RouteEndType<DestinationType>[] = [
  { value: 'ip', label: 'IP' },
  { value: 'ip_net', label: 'IP network' },
  { value: 'vpc', label: 'VPC', unavailable: NO_PEERING },
  { value: 'subnet', label: 'Subnet' },
]

export const TARGET_TYPES: RouteEndType<TargetType>[] = [
  { value: 'ip', label: 'IP' },
  { value: 'vpc', label: 'VPC', unavailable: NO_PEERING },
  { value: 'subnet', label: 'Subnet', unavailable: 'A custom route cannot target a subnet' },
  { value: 'instance', label: 'Instance' },
  { value: 'internet_gateway', label: 'Internet gateway' },
  { value: 'drop', label: 'Drop' },
]

/** The label of the value field for each type, which its required message names. */
export const DESTINATION_LABELS: Record<DestinationType, string> = {
  ip: 'Destination IP',
  ip_net: 'Destination network',
  vpc: 'Destination VPC',
  subnet: 'Destination subnet',
}

export const TARGET_LABELS: Record<Exclude<TargetType, 'drop'>, string> = {
  ip: 'Target IP',
  vpc: 'Target VPC',
  subnet: 'Target subnet',
  instance: 'Target instance',
  internet_gateway: 'Target internet gateway',
}

export const routeDefaults: RouteValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'ip',
  targetValue: '',
}

/** The form's values for an existing route. */
export function routeValues(route: RouterRoute): RouteValues {
  return {
    name: route.name,
    description: route.description,
    destinationType: route.destination.type,
    destinationValue: route.destination.value,
    targetType: route.target.type,
    targetValue: 'value' in route.target ? route.target.value : '',
  }
}

function destinationOf({ destinationType: type, destinationValue }: RouteValues): RouteDestination {
  const value = destinationValue.trim()
  switch (type) {
    case 'ip':
      return { type, value }
    case 'ip_net':
      return { type, value }
    case 'vpc':
      return { type, value }
    case 'subnet':
      return { type, value }
  }
}

function targetOf({ targetType: type, targetValue }: RouteValues): RouteTarget {
  const value = targetValue.trim()
  switch (type) {
    case 'drop':
      return { type }
    case 'ip':
      return { type, value }
    case 'vpc':
      return { type, value }
    case 'subnet':
      return { type, value }
    case 'instance':
      return { type, value }
    case 'internet_gateway':
      return { type, value }
  }
}

export const routeBody = (values: RouteValues): RouterRouteCreate => ({
  name: values.name,
  description: values.description,
  destination: destinationOf(values),
  target: targetOf(values),
})

/** A taken name belongs on the name field; what the API says of a destination or target, on that field. */
export function routeErrorField(error: ApiError): string | null {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (/\btarget\b/i.test(error.message) && !/\bdestination\b/i.test(error.message)) return 'targetValue'
  if (/\bdestination\b/i.test(error.message) && !/\btarget\b/i.test(error.message)) {
    return 'destinationValue'
  }
  return null
}
