import type { LoopbackAddress, LoopbackAddressCreate } from '~/api/__generated__/Api'
import { yup } from '~/components/form/yup-locale'
import type { LotBlock } from '~/pages/system/networking/routing/lot-blocks'
import { requiredMessage } from '~/util/validate'
import { type LoopbackContext, type LoopbackValues, loopbackErrors } from './loopback-checks'

export const loopbackDefaults = (rackId: string): LoopbackValues => ({
  rackId,
  switchLocation: 'switch0',
  addressLot: '',
  address: '',
  mask: 32,
  anycast: false,
})

/** What the checks know, from the lot chosen: its blocks once they are read, and the loopback addresses there are. */
function contextFor(
  values: Partial<LoopbackValues>,
  lotBlocks: readonly LotBlock[] | undefined,
  existing: readonly LoopbackAddress[],
): LoopbackContext {
  const name = values.addressLot ?? ''
  if (!lotBlocks || !name) return { existing }
  const blocks = lotBlocks.filter((b) => b.lot.name === name).map((b) => b.block)
  return { lot: { name, blocks }, existing }
}

export function loopbackSchema(
  lotBlocks: readonly LotBlock[] | undefined,
  existing: readonly LoopbackAddress[],
) {
  const errorOf = (end: 'address' | 'mask') =>
    function (this: yup.TestContext) {
      const values = { ...this.parent, address: this.parent.address ?? '' } as LoopbackValues
      const error = loopbackErrors(values, contextFor(values, lotBlocks, existing))[end]
      return error ? this.createError({ message: error }) : true
    }
  return yup.object({
    rackId: yup.string().required(requiredMessage('Rack')),
    switchLocation: yup.string().oneOf(['switch0', 'switch1']).required(),
    addressLot: yup.string().required(requiredMessage('Address lot')),
    address: yup.string().required(requiredMessage('Address')).test('loopback', '', errorOf('address')),
    mask: yup.mixed<number>().test('loopback', '', errorOf('mask')),
    anycast: yup.boolean(),
  })
}

export const loopbackBody = (values: LoopbackValues): LoopbackAddressCreate => ({
  rackId: values.rackId,
  switchLocation: values.switchLocation,
  addressLot: values.addressLot,
  address: values.address.trim(),
  mask: values.mask,
  anycast: values.anycast,
})
