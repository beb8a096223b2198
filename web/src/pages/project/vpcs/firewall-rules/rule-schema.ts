import { nameSchema, yupNumberFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateUnique } from '~/util/validate'
import {
  type ProtocolDraftField,
  pending,
  portDraftError,
  protocolDraftErrors,
  type RuleContext,
  sameItem,
  takenNameMessage,
  typedValueError,
  validatePriority,
} from './rule-checks'
import { type ProtocolDraft, protocolKey, type RuleValues, type TypedValue } from './rule-values'

/** The API's limit on each list of a rule: targets, host filters, ports, protocols. */
export const MAX_LIST_ITEMS = 256

const UNIQUE = 'Items must be unique'

// A draft's own checks run as it is typed; the form shows them once Add is pressed or the form submitted. A
// valid draft left unadded would be silently dropped by a save, so it stops the save too.
type Ancestors = { from?: { value: unknown }[] }
const rootOf = (ctx: Ancestors) => ctx.from?.at(-1)?.value as RuleValues

// Formik hands the schema an emptied text field as undefined
const typedDraftOf = (draft: TypedValue): TypedValue => ({ type: draft.type, value: draft.value ?? '' })
const protocolDraftOf = (draft: ProtocolDraft): ProtocolDraft => ({
  protocol: draft.protocol,
  icmpType: draft.icmpType ?? '',
  icmpCode: draft.icmpCode ?? '',
})

function typedDraftSchema(list: 'targets' | 'hosts', ctx: RuleContext) {
  return yup.object({
    type: yup.string(),
    value: yup.string().test('draft', '', function (value) {
      if (!value?.trim()) return true
      const values = rootOf(this)
      const draft = typedDraftOf(list === 'targets' ? values.targetDraft : values.hostDraft)
      const error =
        typedValueError(draft, values[list], ctx) ?? pending(list === 'targets' ? 'target' : 'host filter')
      return this.createError({ message: error })
    }),
  })
}

function protocolDraftSchema(field: ProtocolDraftField) {
  return yup.string().test('draft', '', function () {
    const values = rootOf(this)
    const error = protocolDraftErrors(protocolDraftOf(values.protocolDraft), values.protocols)[field]
    return error ? this.createError({ message: error }) : true
  })
}

const listSchema = <T>(noun: string, key: (item: T) => unknown = (item) => item) =>
  yup
    .array()
    .max(MAX_LIST_ITEMS, `A rule can have at most ${MAX_LIST_ITEMS} ${noun}`)
    .test('unique', UNIQUE, (items) => !validateUnique((items ?? []) as T[], key))

/** The whole form's rules: the rule's fields, its lists, and the rows typed but not added yet. */
export function ruleSchema(ctx: RuleContext) {
  return yup.object({
    name: nameSchema().test('taken', '', function (name) {
      return name && ctx.otherRules.includes(name)
        ? this.createError({ message: takenNameMessage(name) })
        : true
    }),
    priority: yupNumberFromValidator(validatePriority),
    targets: listSchema('targets', sameItem),
    hosts: listSchema('host filters', sameItem),
    ports: listSchema('ports'),
    protocols: listSchema('protocols', protocolKey),
    targetDraft: typedDraftSchema('targets', ctx),
    hostDraft: typedDraftSchema('hosts', ctx),
    portDraft: yup.string().test('draft', '', function (draft) {
      if (!draft?.trim()) return true
      const error = portDraftError(draft, rootOf(this).ports) ?? pending('port')
      return this.createError({ message: error })
    }),
    protocolDraft: yup.object({
      protocol: protocolDraftSchema('protocol'),
      icmpType: protocolDraftSchema('icmpType'),
      icmpCode: protocolDraftSchema('icmpCode'),
    }),
  })
}
