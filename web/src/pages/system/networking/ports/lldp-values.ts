import type { LldpLinkConfig } from '~/api/__generated__/Api'
import { validateAddress } from '~/util/ip'

/** The parts of a port's LLDP configuration the console changes; the rest is sent back as it is. */
export type LldpValues = {
  enabled: boolean
  systemName: string
  systemDescription: string
  linkDescription: string
  managementIp: string
}

/** An LLDP text (a TLV's information string) holds at most 255 octets. */
export const LLDP_TEXT_MAX = 255

export function lldpTextError(label: string, value: string): string | undefined {
  return new TextEncoder().encode(value.trim()).length > LLDP_TEXT_MAX
    ? `${label} must be at most ${LLDP_TEXT_MAX} bytes long`
    : undefined
}

/** The management IP, if one is typed: an IPv4 or IPv6 address. */
export const managementIpError = (value: string) => (value.trim() ? validateAddress(value.trim()) : undefined)

export const lldpValues = (config: LldpLinkConfig): LldpValues => ({
  enabled: config.enabled,
  systemName: config.systemName ?? '',
  systemDescription: config.systemDescription ?? '',
  linkDescription: config.linkDescription ?? '',
  managementIp: config.managementIp ?? '',
})

const orNull = (value: string) => value.trim() || null

/** The whole configuration the API takes in place of the current one: the current one with the form's changes. */
export const lldpBody = (config: LldpLinkConfig, values: LldpValues): LldpLinkConfig => ({
  ...config,
  enabled: values.enabled,
  systemName: orNull(values.systemName),
  systemDescription: orNull(values.systemDescription),
  linkDescription: orNull(values.linkDescription),
  managementIp: orNull(values.managementIp),
})
