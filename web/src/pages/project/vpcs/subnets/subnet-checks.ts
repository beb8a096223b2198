import type { VpcSubnet } from '~/api/__generated__/Api'
import { validateSubnetIpv4Block, validateSubnetIpv6Block } from '~/util/ip'
import { requiredMessage, validateName } from '~/util/validate'
import { type SubnetValues, siblingBlocks } from './subnet-form'

// The subnet create form's checks, which only its schema (subnet-schema.ts, loaded as the form opens) runs.

/** What the block rules check a new subnet against: its VPC's prefix and the subnets already in it. */
export type SubnetContext = { vpcPrefix: string; subnets: readonly VpcSubnet[] }

const IPV4_LABEL = 'IPv4 block'

/**
 * Each field's error, if any: the rules of the create form in one place. Fields may be missing, as the form
 * kit hands empty fields to the schema as undefined.
 */
export function subnetErrors(values: Partial<SubnetValues>, { vpcPrefix, subnets }: SubnetContext) {
  const ipv4 = values.ipv4Block?.trim() ?? ''
  const ipv6 = values.ipv6Block?.trim() ?? ''
  return {
    name: validateName(values.name),
    ipv4Block: ipv4
      ? validateSubnetIpv4Block(ipv4, siblingBlocks(subnets, 'ipv4Block'))
      : requiredMessage(IPV4_LABEL),
    ipv6Block: ipv6
      ? validateSubnetIpv6Block(ipv6, vpcPrefix, siblingBlocks(subnets, 'ipv6Block'))
      : undefined,
  }
}
