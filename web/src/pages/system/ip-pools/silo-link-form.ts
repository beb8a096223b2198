import { invalidate } from '~/api'
import { yup } from '~/components/form/yup-locale'

export type LinkSiloValues = { silo: string; isDefault: boolean }

export const linkSiloDefaults: LinkSiloValues = { silo: '', isDefault: false }

export const linkSiloSchema = yup.object({
  silo: yup.string().required('Silo is required'),
  isDefault: yup.boolean(),
})

/** A link changes the pool's silos and the silo's pools, as the system and the silo's own users see them. */
export function invalidateLinks() {
  invalidate('ipPoolSiloList')
  invalidate('siloIpPoolList')
  invalidate('projectIpPoolList')
}
