import { useField } from 'formik'
import { useEffect } from 'react'
import { useApiQuery } from '~/api/client'
import { ComboBoxF } from '~/components/form/ComboBoxF'

/**
 * VPC and subnet pickers for a network interface, bound to `${prefix}vpcName` and `${prefix}subnetName`. The subnet
 * list follows the chosen VPC, and a subnet that is not in the new VPC is cleared.
 */
export function NicVpcSubnetFields({ project, prefix = '' }: { project: string; prefix?: string }) {
  const [vpcField] = useField<string>(`${prefix}vpcName`)
  const [subnetField, , subnetHelpers] = useField<string>(`${prefix}subnetName`)
  const vpc = vpcField.value
  const { data: vpcs } = useApiQuery('vpcList', { query: { project, limit: 100 } })
  const { data: subnets } = useApiQuery('vpcSubnetList', vpc ? { query: { project, vpc, limit: 100 } } : null)

  const subnetNames = subnets?.items.map((s) => s.name)
  const { setValue } = subnetHelpers
  useEffect(() => {
    if (subnetNames && subnetField.value && !subnetNames.includes(subnetField.value)) setValue('')
  }, [subnetNames, subnetField.value, setValue])

  return (
    <>
      <ComboBoxF
        name={`${prefix}vpcName`}
        label="VPC"
        isRequired
        placeholder={vpcs ? 'Select a VPC' : 'Loading VPCs…'}
        emptyText="No VPCs match"
        items={(vpcs?.items ?? []).map((v) => ({ value: v.name, label: v.name, description: v.description }))}
      />
      <ComboBoxF
        name={`${prefix}subnetName`}
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
