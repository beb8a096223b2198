import type { AddressLotCreate, AddressLotKind } from '~/api/__generated__/Api'
import { type FormFields, formFields } from '~/components/form/form-fields'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { newRowKey, rowIndexOf } from '~/pages/system/networking/routing/row-key'
import type { RadioOption } from '~/ui/RadioGroup'
import { requiredMessage } from '~/util/validate'
import { type BlockRow, blockErrors, blockMessages } from './block-checks'

export type LotValues = { name: string; description: string; kind: AddressLotKind; blocks: BlockRow[] }

export const newBlockRow = (): BlockRow => ({ key: newRowKey(), first: '', last: '' })

export const lotDefaults = (): LotValues => ({
  name: '',
  description: '',
  kind: 'infra',
  blocks: [newBlockRow()],
})

export const kindOptions: RadioOption[] = [
  {
    value: 'infra',
    label: 'Infrastructure',
    description: "Addresses of the rack's own network: switch uplinks and loopback addresses.",
  },
  {
    value: 'pool',
    label: 'Pool',
    description: 'Addresses the rack announces over BGP, such as the prefixes its IP pools hand out.',
  },
]

/** One end of a block, checked with the whole list: each end on its own, then against the other rows. */
function endRule(end: 'first' | 'last', label: string) {
  return yup
    .string()
    .required(requiredMessage(label))
    .test('block', '', function () {
      const values = this.from?.[1]?.value as LotValues | undefined
      const error = values ? blockErrors(values.blocks)[rowIndexOf(this.path)]?.[end] : undefined
      return error ? this.createError({ message: error }) : true
    })
}

export const lotSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  kind: yup.string().oneOf(['infra', 'pool']).required(),
  blocks: yup
    .array()
    .of(yup.object({ first: endRule('first', 'First address'), last: endRule('last', 'Last address') }))
    .min(1, blockMessages.none),
})

export const lotBody = (values: LotValues): AddressLotCreate => ({
  name: values.name,
  description: values.description,
  kind: values.kind,
  blocks: values.blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })),
})

const rowFields: FormFields<BlockRow>[] = []

/** The fields of block `index`, made once per row position (each call of formFields makes new components). */
export const blockFields = (index: number) => {
  rowFields[index] ??= formFields<BlockRow>(`blocks.${index}.`)
  return rowFields[index]
}
