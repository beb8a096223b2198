import { useEffect, useRef } from 'react'
import type { FormFields } from '~/components/form/form-fields'
import type { VpcValues } from './vpc-form'

/**
 * Keeps the DNS name equal to the name while the user types a name, until they give the DNS name a value of
 * its own: most VPCs use their name in DNS, and this saves typing it twice.
 */
export function DnsNameFollowsName({ fields }: { fields: FormFields<VpcValues> }) {
  const { name, dnsName } = fields.useValues()
  const setValue = fields.useSetValue()
  const previousName = useRef(name)
  useEffect(() => {
    const before = previousName.current
    previousName.current = name
    if (name !== before && dnsName === before) setValue('dnsName', name)
  }, [name, dnsName, setValue])
  return null
}
