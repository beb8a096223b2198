import { useEffect } from 'react'
import { useApiQuery } from '~/api'
import type { FormFields } from '~/components/form/form-fields'
import { vpcList, vpcSubnetList } from '~/pages/project/vpcs/queries'

type NicTarget = { vpcName: string; subnetName: string }

/**
 * VPC and subnet pickers for a network interface. The subnet list follows the chosen VPC, and a subnet that is
 * not in the new VPC is cleared.
 */
export function NicVpcSubnetFields<V extends NicTarget>({
  project,
  fields,
}: {
  project: string
  fields: FormFields<V>
}) {
  // the fields of any form whose values hold these two, used for just these two
  const T = fields as unknown as FormFields<NicTarget>
  const { vpcName: vpc, subnetName: subnet } = T.useValues()
  const setValue = T.useSetValue()
  const { data: vpcs } = useApiQuery(vpcList(project).all())
  const { data: subnets } = useApiQuery(vpc ? vpcSubnetList(vpc, project).all() : null)

  const subnetNames = subnets?.items.map((s) => s.name)
  useEffect(() => {
    if (subnetNames && subnet && !subnetNames.includes(subnet)) setValue('subnetName', '')
  }, [subnetNames, subnet, setValue])

  return (
    <>
      <T.ComboBox
        name="vpcName"
        label="VPC"
        isRequired
        placeholder={vpcs ? 'Select a VPC' : 'Loading VPCs…'}
        emptyText="No VPCs match"
        items={(vpcs?.items ?? []).map((v) => ({ value: v.name, label: v.name, description: v.description }))}
      />
      <T.ComboBox
        name="subnetName"
        label="Subnet"
        isRequired
        isDisabled={!vpc}
        placeholder={vpc ? 'Select a subnet' : 'Select a VPC first'}
        emptyText="No subnets match"
        items={(subnets?.items ?? []).map((s) => ({
          value: s.name,
          label: s.name,
          description: s.ipv4Block,
        }))}
      />
    </>
  )
}
