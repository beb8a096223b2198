import type { ApiError } from '~/api'
import type { VpcCreate, VpcUpdate } from '~/api/__generated__/Api'

/** What the create form of a VPC holds; the edit form holds the same minus the prefix, which cannot change. */
export type VpcValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }
export type VpcEditValues = Omit<VpcValues, 'ipv6Prefix'>

export const vpcDefaults: VpcValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

/** Without a prefix the API picks a random unique local /48 for the VPC. */
export const vpcCreateBody = ({ ipv6Prefix, ...rest }: VpcValues): VpcCreate => ({
  ...rest,
  ipv6Prefix: ipv6Prefix.trim() || undefined,
})

export const vpcUpdateBody = (values: VpcEditValues): VpcUpdate => values

/** A refused prefix belongs on the prefix field, a taken name on the name field; the rest on the form. */
export function vpcErrorField(error: ApiError): string | null {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (/IPv6 prefix/i.test(error.message)) return 'ipv6Prefix'
  if (/dns.name/i.test(error.message)) return 'dnsName'
  return null
}
