import type { BgpConfigCreate } from '~/api/__generated__/Api'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { parseAsn, validateAsn } from '~/pages/system/networking/routing/asn'
import { requiredMessage } from '~/util/validate'

/** What the form holds: the ASN as typed (a number or asdot), the announce set by name, an optional VRF. */
export type BgpConfigValues = {
  name: string
  description: string
  asn: string
  announceSet: string
  vrf: string
}

export const bgpConfigDefaults: BgpConfigValues = {
  name: '',
  description: '',
  asn: '',
  announceSet: '',
  vrf: '',
}

export const bgpConfigSchema = nameDescriptionSchema.shape({
  asn: yupFromValidator(validateAsn).required(requiredMessage('ASN')),
  announceSet: yup.string().required(requiredMessage('Announce set')),
  vrf: nameSchema({ label: 'VRF', required: false }),
})

/** The ASN goes as the number it names (asdot read); no VRF is no `vrf` at all. */
export const bgpConfigBody = (values: BgpConfigValues): BgpConfigCreate => ({
  name: values.name,
  description: values.description,
  asn: parseAsn(values.asn) ?? 0,
  bgpAnnounceSetId: values.announceSet,
  vrf: values.vrf || undefined,
})
